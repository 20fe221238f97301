# @JvmInline value class SessionToken(val raw: String), as R8 keeps it (see sketch/ToolProvider.kt).
.class public final Lcom/example/r14k/SessionToken;
.super Ljava/lang/Object;
.source "Tokens.kt"

# instance fields
.field private final raw:Ljava/lang/String;

# direct methods
.method public static constructor-impl(Ljava/lang/String;)Ljava/lang/String;
    .registers 2
    const-string v0, "raw"
    invoke-static {p0, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    return-object p0
.end method
