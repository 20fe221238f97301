.class final Lcom/brambleway/Request$resumeToken$2;
.super Ljava/lang/Object;
.source "Request.kt"

# interfaces
.implements Lkotlin/jvm/functions/Function2;

# static fields
.field public static final INSTANCE:Lcom/brambleway/Request$resumeToken$2;


# direct methods
.method static constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/brambleway/Request$resumeToken$2;
    invoke-direct {v0}, Lcom/brambleway/Request$resumeToken$2;-><init>()V
    sput-object v0, Lcom/brambleway/Request$resumeToken$2;->INSTANCE:Lcom/brambleway/Request$resumeToken$2;
    return-void
.end method

.method constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method


# virtual methods
.method public bridge synthetic invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 6
    .line 23
    move-object v1, p1
    check-cast v1, Landroid/os/Bundle;
    move-object v2, p2
    check-cast v2, Ljava/lang/String;
    invoke-virtual {p0, v1, v2}, Lcom/brambleway/Request$resumeToken$2;->invoke-2OvnJmM(Landroid/os/Bundle;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    if-eqz v0, :L22
    invoke-static {v0}, Lcom/brambleway/ResumeToken;->box-impl(Ljava/lang/String;)Lcom/brambleway/ResumeToken;
    move-result-object v0
    goto :L24
:L22
    const/4 v0, 0x0
:L24
    return-object v0
.end method

.method public final invoke-2OvnJmM(Landroid/os/Bundle;Ljava/lang/String;)Ljava/lang/String;
    .registers 7
    const-string v1, "$this$Extra"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "it"
    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 23
    invoke-virtual {p1, p2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    if-eqz v0, :L32
    move-object v2, v0
    .line 44
    const/4 v3, 0x0
    .line 23
    invoke-static {v2}, Lcom/brambleway/ResumeToken;->constructor-impl(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    goto :L34
:L32
    const/4 v0, 0x0
:L34
    return-object v0
.end method
