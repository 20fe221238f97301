.class public final Lcom/visitloop/care/VisitApp;
.super Lcom/visitloop/care/Hilt_VisitApp;
.source "VisitApp.kt"

.field public sessionTokens:Lcom/visitloop/care/TokenSource;

.method public constructor <init>()V
    .registers 1
    .line 16
    invoke-direct {v0}, Lcom/visitloop/care/Hilt_VisitApp;-><init>()V
    return-void
.end method

.method public final getSessionTokens()Lcom/visitloop/care/TokenSource;
    .registers 2
    .line 19
    iget-object v0, v1, Lcom/visitloop/care/VisitApp;->sessionTokens:Lcom/visitloop/care/TokenSource;
    if-eqz v0, :L9
    return-object v0
    :L9
    const-string v0, "sessionTokens"
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v0, 0x0
    return-object v0
.end method

.method public final setSessionTokens(Lcom/visitloop/care/TokenSource;)V
    .registers 3
    const-string v0, "<set-?>"
    invoke-static {v2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 19
    iput-object v2, v1, Lcom/visitloop/care/VisitApp;->sessionTokens:Lcom/visitloop/care/TokenSource;
    return-void
.end method

.method public static synthetic getSessionTokens$annotations()V
    .registers 0
    return-void
.end method

