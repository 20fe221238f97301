.class public final enum Lcom/relaykit/home/routines/OperationBoard$State;
.super Ljava/lang/Enum;
.source "OperationBoard.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/relaykit/home/routines/OperationBoard;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x4019
    name = "State"
.end annotation

.annotation system Ldalvik/annotation/Signature;
    value = {
        "Ljava/lang/Enum<",
        "Lcom/relaykit/home/routines/OperationBoard$State;",
        ">;"
    }
.end annotation


# static fields
.field private static final synthetic $VALUES:[Lcom/relaykit/home/routines/OperationBoard$State;

.field public static final enum CANCELLED:Lcom/relaykit/home/routines/OperationBoard$State;

.field public static final enum FAILED:Lcom/relaykit/home/routines/OperationBoard$State;

.field public static final enum QUEUED:Lcom/relaykit/home/routines/OperationBoard$State;

.field public static final enum RUNNING:Lcom/relaykit/home/routines/OperationBoard$State;

.field public static final enum SUCCEEDED:Lcom/relaykit/home/routines/OperationBoard$State;


# direct methods
.method private static synthetic $values()[Lcom/relaykit/home/routines/OperationBoard$State;
    .registers 3

    .line 20
    const/4 v0, 0x5

    new-array v0, v0, [Lcom/relaykit/home/routines/OperationBoard$State;

    sget-object v2, Lcom/relaykit/home/routines/OperationBoard$State;->QUEUED:Lcom/relaykit/home/routines/OperationBoard$State;

    const/4 v1, 0x0

    aput-object v2, v0, v1

    sget-object v2, Lcom/relaykit/home/routines/OperationBoard$State;->RUNNING:Lcom/relaykit/home/routines/OperationBoard$State;

    const/4 v1, 0x1

    aput-object v2, v0, v1

    sget-object v2, Lcom/relaykit/home/routines/OperationBoard$State;->SUCCEEDED:Lcom/relaykit/home/routines/OperationBoard$State;

    const/4 v1, 0x2

    aput-object v2, v0, v1

    sget-object v2, Lcom/relaykit/home/routines/OperationBoard$State;->FAILED:Lcom/relaykit/home/routines/OperationBoard$State;

    const/4 v1, 0x3

    aput-object v2, v0, v1

    sget-object v2, Lcom/relaykit/home/routines/OperationBoard$State;->CANCELLED:Lcom/relaykit/home/routines/OperationBoard$State;

    const/4 v1, 0x4

    aput-object v2, v0, v1

    return-object v0
.end method

.method static constructor <clinit>()V
    .registers 3

    .line 21
    new-instance v0, Lcom/relaykit/home/routines/OperationBoard$State;

    const-string v1, "QUEUED"

    const/4 v2, 0x0

    invoke-direct {v0, v1, v2}, Lcom/relaykit/home/routines/OperationBoard$State;-><init>(Ljava/lang/String;I)V

    sput-object v0, Lcom/relaykit/home/routines/OperationBoard$State;->QUEUED:Lcom/relaykit/home/routines/OperationBoard$State;

    new-instance v0, Lcom/relaykit/home/routines/OperationBoard$State;

    const-string v1, "RUNNING"

    const/4 v2, 0x1

    invoke-direct {v0, v1, v2}, Lcom/relaykit/home/routines/OperationBoard$State;-><init>(Ljava/lang/String;I)V

    sput-object v0, Lcom/relaykit/home/routines/OperationBoard$State;->RUNNING:Lcom/relaykit/home/routines/OperationBoard$State;

    new-instance v0, Lcom/relaykit/home/routines/OperationBoard$State;

    const-string v1, "SUCCEEDED"

    const/4 v2, 0x2

    invoke-direct {v0, v1, v2}, Lcom/relaykit/home/routines/OperationBoard$State;-><init>(Ljava/lang/String;I)V

    sput-object v0, Lcom/relaykit/home/routines/OperationBoard$State;->SUCCEEDED:Lcom/relaykit/home/routines/OperationBoard$State;

    new-instance v0, Lcom/relaykit/home/routines/OperationBoard$State;

    const-string v1, "FAILED"

    const/4 v2, 0x3

    invoke-direct {v0, v1, v2}, Lcom/relaykit/home/routines/OperationBoard$State;-><init>(Ljava/lang/String;I)V

    sput-object v0, Lcom/relaykit/home/routines/OperationBoard$State;->FAILED:Lcom/relaykit/home/routines/OperationBoard$State;

    new-instance v0, Lcom/relaykit/home/routines/OperationBoard$State;

    const-string v1, "CANCELLED"

    const/4 v2, 0x4

    invoke-direct {v0, v1, v2}, Lcom/relaykit/home/routines/OperationBoard$State;-><init>(Ljava/lang/String;I)V

    sput-object v0, Lcom/relaykit/home/routines/OperationBoard$State;->CANCELLED:Lcom/relaykit/home/routines/OperationBoard$State;

    .line 20
    invoke-static {}, Lcom/relaykit/home/routines/OperationBoard$State;->$values()[Lcom/relaykit/home/routines/OperationBoard$State;

    move-result-object v0

    sput-object v0, Lcom/relaykit/home/routines/OperationBoard$State;->$VALUES:[Lcom/relaykit/home/routines/OperationBoard$State;

    return-void
.end method

.method private constructor <init>(Ljava/lang/String;I)V
    .registers 3
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "()V"
        }
    .end annotation

    .line 20
    invoke-direct {p0, p1, p2}, Ljava/lang/Enum;-><init>(Ljava/lang/String;I)V

    return-void
.end method

.method public static valueOf(Ljava/lang/String;)Lcom/relaykit/home/routines/OperationBoard$State;
    .registers 2

    .line 20
    const-class v0, Lcom/relaykit/home/routines/OperationBoard$State;

    invoke-static {v0, p0}, Ljava/lang/Enum;->valueOf(Ljava/lang/Class;Ljava/lang/String;)Ljava/lang/Enum;

    move-result-object v0

    check-cast v0, Lcom/relaykit/home/routines/OperationBoard$State;

    return-object v0
.end method

.method public static values()[Lcom/relaykit/home/routines/OperationBoard$State;
    .registers 1

    .line 20
    sget-object v0, Lcom/relaykit/home/routines/OperationBoard$State;->$VALUES:[Lcom/relaykit/home/routines/OperationBoard$State;

    invoke-virtual {v0}, [Lcom/relaykit/home/routines/OperationBoard$State;->clone()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, [Lcom/relaykit/home/routines/OperationBoard$State;

    return-object v0
.end method
