// Public surface of the contract package. Everything a team may rely on is exported here.
export * from './entities';
