/**
 * Compile-time comparison of an answer schema's type with the interface the front ends import
 * (ARCHITECTURE "The API table"): each domain's `responses.ts` lists
 * `Expect<Same<z.output<typeof xResponseSchema>, X>>`, and the type check fails when they differ.
 */

type Flat<T> = { [K in keyof T]: T[K] };

/** True only when A and B are the same type (checked both ways, intersections flattened). */
export type Same<A, B> = [Flat<A>] extends [Flat<B>] ? ([Flat<B>] extends [Flat<A>] ? true : false) : false;

/** Accepts only `true`: `Expect<Same<A, B>>` fails to compile when A and B differ. */
export type Expect<T extends true> = T;
