.class public final Lcom/dq/ShareProviderKt;
.super Ljava/lang/Object;
.source "ShareProvider.kt"


# direct methods
.method public static final extra(Landroid/os/Bundle;Ljava/lang/String;)Lcom/dq/ExtraString;
    .registers 4
    const-string v1, "<this>"
    invoke-static {v2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "key"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 17
    new-instance v0, Lcom/dq/ExtraString;
    invoke-direct {v0, v2, v3}, Lcom/dq/ExtraString;-><init>(Landroid/os/Bundle;Ljava/lang/String;)V
    return-object v0
.end method

