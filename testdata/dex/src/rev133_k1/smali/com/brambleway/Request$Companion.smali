.class public final Lcom/brambleway/Request$Companion;
.super Ljava/lang/Object;
.source "Request.kt"

# direct methods
.method private constructor <init>()V
    .registers 1
    .line 36
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2
    invoke-direct {p0}, Lcom/brambleway/Request$Companion;-><init>()V
    return-void
.end method


# virtual methods
.method public final of(Ljava/lang/String;Landroid/os/Bundle;)Lcom/brambleway/Request;
    .registers 8
    const-string v1, "method"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 37
    new-instance v0, Lcom/brambleway/Request;
    move-object v2, p1
    move-object v3, p2
    if-nez p2, :L24
    new-instance v3, Landroid/os/Bundle;
    invoke-direct {v3}, Landroid/os/Bundle;-><init>()V
:L24
    const/4 v4, 0x0
    invoke-direct {v0, v2, v3, v4}, Lcom/brambleway/Request;-><init>(Ljava/lang/String;Landroid/os/Bundle;Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    return-object v0
.end method
