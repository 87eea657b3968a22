import { requestStorePageEarly, takeEarlyRequest } from './early-request';
import { storePageRequested } from './store-page-slice';

describe("the store page's data asked for as the menu's code arrives", () => {
  it('asks for the store and menu a store page opens, and the first mount takes that request once', () => {
    const dispatch = jest.fn();
    requestStorePageEarly(dispatch, '/owa/r/maple-downtown/1001/ALLDAY');
    expect(dispatch).toHaveBeenCalledWith(storePageRequested({ storeId: '1001', menuCode: 'ALLDAY' }));
    expect(takeEarlyRequest({ storeId: '1001', menuCode: 'ALLDAY' })).toBe(true);
    // A later mount (back to the page) asks again.
    expect(takeEarlyRequest({ storeId: '1001', menuCode: 'ALLDAY' })).toBe(false);
  });

  it("reads the store page's legacy shape too", () => {
    const dispatch = jest.fn();
    requestStorePageEarly(dispatch, '/owa/detail/G1001/1003/m/CAFE');
    expect(dispatch).toHaveBeenCalledWith(storePageRequested({ storeId: '1003', menuCode: 'CAFE' }));
    expect(takeEarlyRequest({ storeId: '1003', menuCode: 'CAFE' })).toBe(true);
  });

  it('asks for nothing on another page, so the store page mounted later asks itself', () => {
    const dispatch = jest.fn();
    requestStorePageEarly(dispatch, '/owa/g/maple/G1001/');
    expect(dispatch).not.toHaveBeenCalled();
    expect(takeEarlyRequest({ storeId: '1001', menuCode: 'ALLDAY' })).toBe(false);
  });

  it('does not stand for another store or menu than the one mounted', () => {
    requestStorePageEarly(jest.fn(), '/owa/r/maple-downtown/1001/ALLDAY');
    expect(takeEarlyRequest({ storeId: '1001', menuCode: 'BREAKFAST' })).toBe(false);
    expect(takeEarlyRequest({ storeId: '1001', menuCode: 'ALLDAY' })).toBe(false);
  });
});
