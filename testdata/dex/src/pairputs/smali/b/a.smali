# R8's renaming of the Kotlin file Tuples.kt (kotlin.TuplesKt and an app
# helper merged into one class b.a), compiled by kotlinc and R8:
#   public infix fun <A, B> A.to(that: B): Pair<A, B> = Pair(this, that)      // a: TuplesKt.to, renamed
#   fun <A, B> flip(a: A, b: B): Pair<B, A> = Pair(b, a)                       // b: same signature, no `to`
.class public final Lb/a;
.super Ljava/lang/Object;
.source "Tuples.kt"

.method public static final a(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;
    .registers 3
    new-instance v0, Lkotlin/Pair;
    invoke-direct {v0, p0, p1}, Lkotlin/Pair;-><init>(Ljava/lang/Object;Ljava/lang/Object;)V
    return-object v0
.end method

.method public static final b(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;
    .registers 3
    new-instance v0, Lkotlin/Pair;
    invoke-direct {v0, p1, p0}, Lkotlin/Pair;-><init>(Ljava/lang/Object;Ljava/lang/Object;)V
    return-object v0
.end method
