.class public final Lcom/larder/kitchen/cetp/ToolCall;
.super Ljava/lang/Object;
.source "ToolCall.java"


# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/larder/kitchen/cetp/ToolCall$Failure;
    }
.end annotation


# static fields
.field private static final CURRENT:Ljava/lang/ThreadLocal;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/lang/ThreadLocal<",
            "Lcom/larder/kitchen/cetp/ToolCall;",
            ">;"
        }
    .end annotation
.end field


# instance fields
.field public final args:Lorg/json/JSONObject;

.field public final argsDigest:Ljava/lang/String;

.field public final callerPackage:Ljava/lang/String;

.field private choice:Ljava/lang/String;

.field private confirmed:Ljava/lang/Boolean;

.field public final context:Landroid/content/Context;

.field public final handler:Ljava/lang/reflect/Method;

.field public final largeResults:Z

.field public final requestId:Ljava/lang/String;

.field public final resumeToken:Ljava/lang/String;

.field public final toolName:Ljava/lang/String;

.field public final uid:I


# direct methods
.method static constructor <clinit>()V
    .registers 1

    .line 21
    new-instance v0, Ljava/lang/ThreadLocal;

    invoke-direct {v0}, Ljava/lang/ThreadLocal;-><init>()V

    sput-object v0, Lcom/larder/kitchen/cetp/ToolCall;->CURRENT:Ljava/lang/ThreadLocal;

    return-void
.end method

.method constructor <init>(Landroid/content/Context;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/reflect/Method;Lorg/json/JSONObject;Ljava/lang/String;Ljava/lang/String;Z)V
    .registers 11

    .line 37
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 38
    iput-object p1, p0, Lcom/larder/kitchen/cetp/ToolCall;->context:Landroid/content/Context;

    .line 39
    iput p2, p0, Lcom/larder/kitchen/cetp/ToolCall;->uid:I

    .line 40
    iput-object p3, p0, Lcom/larder/kitchen/cetp/ToolCall;->callerPackage:Ljava/lang/String;

    .line 41
    iput-object p4, p0, Lcom/larder/kitchen/cetp/ToolCall;->requestId:Ljava/lang/String;

    .line 42
    iput-object p5, p0, Lcom/larder/kitchen/cetp/ToolCall;->toolName:Ljava/lang/String;

    .line 43
    iput-object p6, p0, Lcom/larder/kitchen/cetp/ToolCall;->handler:Ljava/lang/reflect/Method;

    .line 44
    iput-object p7, p0, Lcom/larder/kitchen/cetp/ToolCall;->args:Lorg/json/JSONObject;

    .line 45
    iput-object p8, p0, Lcom/larder/kitchen/cetp/ToolCall;->argsDigest:Ljava/lang/String;

    .line 46
    iput-object p9, p0, Lcom/larder/kitchen/cetp/ToolCall;->resumeToken:Ljava/lang/String;

    .line 47
    iput-boolean p10, p0, Lcom/larder/kitchen/cetp/ToolCall;->largeResults:Z

    .line 48
    return-void
.end method

.method public static current()Lcom/larder/kitchen/cetp/ToolCall;
    .registers 1

    .line 52
    sget-object v0, Lcom/larder/kitchen/cetp/ToolCall;->CURRENT:Ljava/lang/ThreadLocal;

    invoke-virtual {v0}, Ljava/lang/ThreadLocal;->get()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/larder/kitchen/cetp/ToolCall;

    return-object v0
.end method


# virtual methods
.method public choice()Ljava/lang/String;
    .registers 2

    .line 78
    iget-object v0, p0, Lcom/larder/kitchen/cetp/ToolCall;->choice:Ljava/lang/String;

    return-object v0
.end method

.method public confirmed()Z
    .registers 4

    .line 68
    iget-object v0, p0, Lcom/larder/kitchen/cetp/ToolCall;->confirmed:Ljava/lang/Boolean;

    if-nez v0, :cond_3

    .line 69
    iget-object v0, p0, Lcom/larder/kitchen/cetp/ToolCall;->resumeToken:Ljava/lang/String;

    if-nez v0, :cond_0

    const/4 v0, 0x0

    goto :goto_0

    :cond_0
    invoke-static {p0}, Lcom/larder/kitchen/cetp/ConfirmHandler;->redeem(Lcom/larder/kitchen/cetp/ToolCall;)Lcom/larder/kitchen/cetp/ConfirmHandler$Pending;

    move-result-object v0

    :goto_0
    move-object v2, v0

    .line 70
    move-object v0, p0

    if-eqz v2, :cond_1

    const/4 v1, 0x1

    goto :goto_1

    :cond_1
    const/4 v1, 0x0

    :goto_1
    invoke-static {v1}, Ljava/lang/Boolean;->valueOf(Z)Ljava/lang/Boolean;

    move-result-object v1

    iput-object v1, v0, Lcom/larder/kitchen/cetp/ToolCall;->confirmed:Ljava/lang/Boolean;

    .line 71
    move-object v0, p0

    if-nez v2, :cond_2

    const/4 v1, 0x0

    goto :goto_2

    :cond_2
    iget-object v1, v2, Lcom/larder/kitchen/cetp/ConfirmHandler$Pending;->choice:Ljava/lang/String;

    :goto_2
    iput-object v1, v0, Lcom/larder/kitchen/cetp/ToolCall;->choice:Ljava/lang/String;

    .line 73
    :cond_3
    iget-object v0, p0, Lcom/larder/kitchen/cetp/ToolCall;->confirmed:Ljava/lang/Boolean;

    invoke-virtual {v0}, Ljava/lang/Boolean;->booleanValue()Z

    move-result v0

    return v0
.end method

.method enter()V
    .registers 2

    .line 56
    sget-object v0, Lcom/larder/kitchen/cetp/ToolCall;->CURRENT:Ljava/lang/ThreadLocal;

    invoke-virtual {v0, p0}, Ljava/lang/ThreadLocal;->set(Ljava/lang/Object;)V

    .line 57
    return-void
.end method

.method leave()V
    .registers 2

    .line 60
    sget-object v0, Lcom/larder/kitchen/cetp/ToolCall;->CURRENT:Ljava/lang/ThreadLocal;

    invoke-virtual {v0}, Ljava/lang/ThreadLocal;->remove()V

    .line 61
    return-void
.end method
