.class public final enum Lcom/lumenframe/studio/ops/OperationState;
.super Ljava/lang/Enum;
.source "OperationState.java"


# annotations
.annotation system Ldalvik/annotation/Signature;
    value = {
        "Ljava/lang/Enum<",
        "Lcom/lumenframe/studio/ops/OperationState;",
        ">;"
    }
.end annotation


# static fields
.field private static final synthetic $VALUES:[Lcom/lumenframe/studio/ops/OperationState;

.field public static final enum CANCELLED:Lcom/lumenframe/studio/ops/OperationState;

.field public static final enum FAILED:Lcom/lumenframe/studio/ops/OperationState;

.field public static final enum QUEUED:Lcom/lumenframe/studio/ops/OperationState;

.field public static final enum RUNNING:Lcom/lumenframe/studio/ops/OperationState;

.field public static final enum SUCCEEDED:Lcom/lumenframe/studio/ops/OperationState;


# direct methods
.method private static synthetic $values()[Lcom/lumenframe/studio/ops/OperationState;
    .registers 3

    .line 6
    const/4 v0, 0x5

    new-array v0, v0, [Lcom/lumenframe/studio/ops/OperationState;

    sget-object v2, Lcom/lumenframe/studio/ops/OperationState;->QUEUED:Lcom/lumenframe/studio/ops/OperationState;

    const/4 v1, 0x0

    aput-object v2, v0, v1

    sget-object v2, Lcom/lumenframe/studio/ops/OperationState;->RUNNING:Lcom/lumenframe/studio/ops/OperationState;

    const/4 v1, 0x1

    aput-object v2, v0, v1

    sget-object v2, Lcom/lumenframe/studio/ops/OperationState;->SUCCEEDED:Lcom/lumenframe/studio/ops/OperationState;

    const/4 v1, 0x2

    aput-object v2, v0, v1

    sget-object v2, Lcom/lumenframe/studio/ops/OperationState;->FAILED:Lcom/lumenframe/studio/ops/OperationState;

    const/4 v1, 0x3

    aput-object v2, v0, v1

    sget-object v2, Lcom/lumenframe/studio/ops/OperationState;->CANCELLED:Lcom/lumenframe/studio/ops/OperationState;

    const/4 v1, 0x4

    aput-object v2, v0, v1

    return-object v0
.end method

.method static constructor <clinit>()V
    .registers 3

    .line 7
    new-instance v0, Lcom/lumenframe/studio/ops/OperationState;

    const-string v1, "QUEUED"

    const/4 v2, 0x0

    invoke-direct {v0, v1, v2}, Lcom/lumenframe/studio/ops/OperationState;-><init>(Ljava/lang/String;I)V

    sput-object v0, Lcom/lumenframe/studio/ops/OperationState;->QUEUED:Lcom/lumenframe/studio/ops/OperationState;

    new-instance v0, Lcom/lumenframe/studio/ops/OperationState;

    const-string v1, "RUNNING"

    const/4 v2, 0x1

    invoke-direct {v0, v1, v2}, Lcom/lumenframe/studio/ops/OperationState;-><init>(Ljava/lang/String;I)V

    sput-object v0, Lcom/lumenframe/studio/ops/OperationState;->RUNNING:Lcom/lumenframe/studio/ops/OperationState;

    new-instance v0, Lcom/lumenframe/studio/ops/OperationState;

    const-string v1, "SUCCEEDED"

    const/4 v2, 0x2

    invoke-direct {v0, v1, v2}, Lcom/lumenframe/studio/ops/OperationState;-><init>(Ljava/lang/String;I)V

    sput-object v0, Lcom/lumenframe/studio/ops/OperationState;->SUCCEEDED:Lcom/lumenframe/studio/ops/OperationState;

    new-instance v0, Lcom/lumenframe/studio/ops/OperationState;

    const-string v1, "FAILED"

    const/4 v2, 0x3

    invoke-direct {v0, v1, v2}, Lcom/lumenframe/studio/ops/OperationState;-><init>(Ljava/lang/String;I)V

    sput-object v0, Lcom/lumenframe/studio/ops/OperationState;->FAILED:Lcom/lumenframe/studio/ops/OperationState;

    new-instance v0, Lcom/lumenframe/studio/ops/OperationState;

    const-string v1, "CANCELLED"

    const/4 v2, 0x4

    invoke-direct {v0, v1, v2}, Lcom/lumenframe/studio/ops/OperationState;-><init>(Ljava/lang/String;I)V

    sput-object v0, Lcom/lumenframe/studio/ops/OperationState;->CANCELLED:Lcom/lumenframe/studio/ops/OperationState;

    .line 6
    invoke-static {}, Lcom/lumenframe/studio/ops/OperationState;->$values()[Lcom/lumenframe/studio/ops/OperationState;

    move-result-object v0

    sput-object v0, Lcom/lumenframe/studio/ops/OperationState;->$VALUES:[Lcom/lumenframe/studio/ops/OperationState;

    return-void
.end method

.method private constructor <init>(Ljava/lang/String;I)V
    .registers 3
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "()V"
        }
    .end annotation

    .line 6
    invoke-direct {p0, p1, p2}, Ljava/lang/Enum;-><init>(Ljava/lang/String;I)V

    return-void
.end method

.method public static fromWire(Ljava/lang/String;)Lcom/lumenframe/studio/ops/OperationState;
    .registers 3

    .line 18
    sget-object v1, Ljava/util/Locale;->ROOT:Ljava/util/Locale;

    invoke-virtual {p0, v1}, Ljava/lang/String;->toUpperCase(Ljava/util/Locale;)Ljava/lang/String;

    move-result-object v0

    invoke-static {v0}, Lcom/lumenframe/studio/ops/OperationState;->valueOf(Ljava/lang/String;)Lcom/lumenframe/studio/ops/OperationState;

    move-result-object v0

    return-object v0
.end method

.method public static valueOf(Ljava/lang/String;)Lcom/lumenframe/studio/ops/OperationState;
    .registers 2

    .line 6
    const-class v0, Lcom/lumenframe/studio/ops/OperationState;

    invoke-static {v0, p0}, Ljava/lang/Enum;->valueOf(Ljava/lang/Class;Ljava/lang/String;)Ljava/lang/Enum;

    move-result-object v0

    check-cast v0, Lcom/lumenframe/studio/ops/OperationState;

    return-object v0
.end method

.method public static values()[Lcom/lumenframe/studio/ops/OperationState;
    .registers 1

    .line 6
    sget-object v0, Lcom/lumenframe/studio/ops/OperationState;->$VALUES:[Lcom/lumenframe/studio/ops/OperationState;

    invoke-virtual {v0}, [Lcom/lumenframe/studio/ops/OperationState;->clone()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, [Lcom/lumenframe/studio/ops/OperationState;

    return-object v0
.end method


# virtual methods
.method public terminal()Z
    .registers 3

    .line 10
    sget-object v1, Lcom/lumenframe/studio/ops/OperationState;->SUCCEEDED:Lcom/lumenframe/studio/ops/OperationState;

    if-eq p0, v1, :cond_0

    sget-object v1, Lcom/lumenframe/studio/ops/OperationState;->FAILED:Lcom/lumenframe/studio/ops/OperationState;

    if-eq p0, v1, :cond_0

    sget-object v1, Lcom/lumenframe/studio/ops/OperationState;->CANCELLED:Lcom/lumenframe/studio/ops/OperationState;

    if-ne p0, v1, :cond_1

    :cond_0
    const/4 v0, 0x1

    goto :goto_0

    :cond_1
    const/4 v0, 0x0

    :goto_0
    return v0
.end method

.method public wire()Ljava/lang/String;
    .registers 3

    .line 14
    invoke-virtual {p0}, Lcom/lumenframe/studio/ops/OperationState;->name()Ljava/lang/String;

    move-result-object v0

    sget-object v1, Ljava/util/Locale;->ROOT:Ljava/util/Locale;

    invoke-virtual {v0, v1}, Ljava/lang/String;->toLowerCase(Ljava/util/Locale;)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method
