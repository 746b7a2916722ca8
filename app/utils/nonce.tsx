import { createContext, useContext } from "react";

/** The request's CSP nonce, so inline scripts rendered on the server are allowed. */
const NonceContext = createContext<string>("");
export const NonceProvider = NonceContext.Provider;
export const useNonce = () => useContext(NonceContext);
