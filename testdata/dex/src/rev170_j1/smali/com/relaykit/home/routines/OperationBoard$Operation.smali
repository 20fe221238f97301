.class public final Lcom/relaykit/home/routines/OperationBoard$Operation;
.super Ljava/lang/Object;
.source "OperationBoard.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/relaykit/home/routines/OperationBoard;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "Operation"
.end annotation


# instance fields
.field cancelRequested:Z

.field errorCode:Ljava/lang/String;

.field final id:Ljava/lang/String;

.field final requestId:Ljava/lang/String;

.field result:Lorg/json/JSONObject;

.field state:Lcom/relaykit/home/routines/OperationBoard$State;

.field final tool:Ljava/lang/String;

.field final uid:I


# direct methods
.method constructor <init>(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;)V
    .registers 6

    .line 45
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 40
    sget-object v0, Lcom/relaykit/home/routines/OperationBoard$State;->QUEUED:Lcom/relaykit/home/routines/OperationBoard$State;

    iput-object v0, p0, Lcom/relaykit/home/routines/OperationBoard$Operation;->state:Lcom/relaykit/home/routines/OperationBoard$State;

    .line 46
    iput-object p1, p0, Lcom/relaykit/home/routines/OperationBoard$Operation;->id:Ljava/lang/String;

    .line 47
    iput p2, p0, Lcom/relaykit/home/routines/OperationBoard$Operation;->uid:I

    .line 48
    iput-object p3, p0, Lcom/relaykit/home/routines/OperationBoard$Operation;->requestId:Ljava/lang/String;

    .line 49
    iput-object p4, p0, Lcom/relaykit/home/routines/OperationBoard$Operation;->tool:Ljava/lang/String;

    .line 50
    return-void
.end method


# virtual methods
.method public id()Ljava/lang/String;
    .registers 2

    .line 53
    iget-object v0, p0, Lcom/relaykit/home/routines/OperationBoard$Operation;->id:Ljava/lang/String;

    return-object v0
.end method
