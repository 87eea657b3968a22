/** The simulated processor's pages: what a bank's 3-D Secure challenge or WeChat Pay would show. */
export function hostedPage(
  kind: 'challenge' | 'wechat',
  input: { action: string; amountCents: number; status: string },
): string {
  const amount = `$${(input.amountCents / 100).toFixed(2)}`;
  const title = kind === 'challenge' ? 'Confirm your card payment' : 'WeChat Pay (simulated)';
  const text =
    kind === 'challenge'
      ? `Your bank asks you to confirm a payment of ${amount}. This is the test processor's 3-D Secure challenge.`
      : `Pay ${amount} with WeChat. This is a simulated WeChat payment page.`;
  const settled = input.status !== 'requires_action';
  const body = settled
    ? `<p>This payment is already ${input.status === 'succeeded' ? 'complete' : 'closed'}.</p>`
    : `<form method="post" action="${input.action}/complete"><button type="submit" id="complete">Complete</button></form>
    <form method="post" action="${input.action}/fail"><button type="submit" id="fail">Fail</button></form>`;
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem}form{display:inline-block;margin-right:1rem}button{font-size:1rem;padding:.6rem 1.4rem}</style>
</head>
<body><h1>${title}</h1><p>${text}</p>${body}</body>
</html>`;
}
