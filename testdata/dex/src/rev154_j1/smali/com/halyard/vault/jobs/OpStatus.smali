.class public final enum Lcom/halyard/vault/jobs/OpStatus;
.super Ljava/lang/Enum;
.source "OpStatus.java"


# annotations
.annotation system Ldalvik/annotation/Signature;
    value = {
        "Ljava/lang/Enum<",
        "Lcom/halyard/vault/jobs/OpStatus;",
        ">;"
    }
.end annotation


# static fields
.field private static final synthetic $VALUES:[Lcom/halyard/vault/jobs/OpStatus;

.field public static final enum CANCELLED:Lcom/halyard/vault/jobs/OpStatus;

.field public static final enum FAILED:Lcom/halyard/vault/jobs/OpStatus;

.field public static final enum PENDING:Lcom/halyard/vault/jobs/OpStatus;

.field public static final enum RUNNING:Lcom/halyard/vault/jobs/OpStatus;

.field public static final enum SUCCEEDED:Lcom/halyard/vault/jobs/OpStatus;


# instance fields
.field public final wire:Ljava/lang/String;


# direct methods
.method private static synthetic $values()[Lcom/halyard/vault/jobs/OpStatus;
    .registers 3

    .line 4
    const/4 v0, 0x5

    new-array v0, v0, [Lcom/halyard/vault/jobs/OpStatus;

    sget-object v2, Lcom/halyard/vault/jobs/OpStatus;->PENDING:Lcom/halyard/vault/jobs/OpStatus;

    const/4 v1, 0x0

    aput-object v2, v0, v1

    sget-object v2, Lcom/halyard/vault/jobs/OpStatus;->RUNNING:Lcom/halyard/vault/jobs/OpStatus;

    const/4 v1, 0x1

    aput-object v2, v0, v1

    sget-object v2, Lcom/halyard/vault/jobs/OpStatus;->SUCCEEDED:Lcom/halyard/vault/jobs/OpStatus;

    const/4 v1, 0x2

    aput-object v2, v0, v1

    sget-object v2, Lcom/halyard/vault/jobs/OpStatus;->FAILED:Lcom/halyard/vault/jobs/OpStatus;

    const/4 v1, 0x3

    aput-object v2, v0, v1

    sget-object v2, Lcom/halyard/vault/jobs/OpStatus;->CANCELLED:Lcom/halyard/vault/jobs/OpStatus;

    const/4 v1, 0x4

    aput-object v2, v0, v1

    return-object v0
.end method

.method static constructor <clinit>()V
    .registers 4

    .line 5
    new-instance v0, Lcom/halyard/vault/jobs/OpStatus;

    const-string v1, "PENDING"

    const/4 v2, 0x0

    const-string v3, "queued"

    invoke-direct {v0, v1, v2, v3}, Lcom/halyard/vault/jobs/OpStatus;-><init>(Ljava/lang/String;ILjava/lang/String;)V

    sput-object v0, Lcom/halyard/vault/jobs/OpStatus;->PENDING:Lcom/halyard/vault/jobs/OpStatus;

    .line 6
    new-instance v0, Lcom/halyard/vault/jobs/OpStatus;

    const-string v1, "RUNNING"

    const/4 v2, 0x1

    const-string v3, "running"

    invoke-direct {v0, v1, v2, v3}, Lcom/halyard/vault/jobs/OpStatus;-><init>(Ljava/lang/String;ILjava/lang/String;)V

    sput-object v0, Lcom/halyard/vault/jobs/OpStatus;->RUNNING:Lcom/halyard/vault/jobs/OpStatus;

    .line 7
    new-instance v0, Lcom/halyard/vault/jobs/OpStatus;

    const-string v1, "SUCCEEDED"

    const/4 v2, 0x2

    const-string v3, "succeeded"

    invoke-direct {v0, v1, v2, v3}, Lcom/halyard/vault/jobs/OpStatus;-><init>(Ljava/lang/String;ILjava/lang/String;)V

    sput-object v0, Lcom/halyard/vault/jobs/OpStatus;->SUCCEEDED:Lcom/halyard/vault/jobs/OpStatus;

    .line 8
    new-instance v0, Lcom/halyard/vault/jobs/OpStatus;

    const-string v1, "FAILED"

    const/4 v2, 0x3

    const-string v3, "failed"

    invoke-direct {v0, v1, v2, v3}, Lcom/halyard/vault/jobs/OpStatus;-><init>(Ljava/lang/String;ILjava/lang/String;)V

    sput-object v0, Lcom/halyard/vault/jobs/OpStatus;->FAILED:Lcom/halyard/vault/jobs/OpStatus;

    .line 9
    new-instance v0, Lcom/halyard/vault/jobs/OpStatus;

    const-string v1, "CANCELLED"

    const/4 v2, 0x4

    const-string v3, "cancelled"

    invoke-direct {v0, v1, v2, v3}, Lcom/halyard/vault/jobs/OpStatus;-><init>(Ljava/lang/String;ILjava/lang/String;)V

    sput-object v0, Lcom/halyard/vault/jobs/OpStatus;->CANCELLED:Lcom/halyard/vault/jobs/OpStatus;

    .line 4
    invoke-static {}, Lcom/halyard/vault/jobs/OpStatus;->$values()[Lcom/halyard/vault/jobs/OpStatus;

    move-result-object v0

    sput-object v0, Lcom/halyard/vault/jobs/OpStatus;->$VALUES:[Lcom/halyard/vault/jobs/OpStatus;

    return-void
.end method

.method private constructor <init>(Ljava/lang/String;ILjava/lang/String;)V
    .registers 4
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Ljava/lang/String;",
            ")V"
        }
    .end annotation

    .line 13
    invoke-direct {p0, p1, p2}, Ljava/lang/Enum;-><init>(Ljava/lang/String;I)V

    .line 14
    iput-object p3, p0, Lcom/halyard/vault/jobs/OpStatus;->wire:Ljava/lang/String;

    .line 15
    return-void
.end method

.method public static valueOf(Ljava/lang/String;)Lcom/halyard/vault/jobs/OpStatus;
    .registers 2

    .line 4
    const-class v0, Lcom/halyard/vault/jobs/OpStatus;

    invoke-static {v0, p0}, Ljava/lang/Enum;->valueOf(Ljava/lang/Class;Ljava/lang/String;)Ljava/lang/Enum;

    move-result-object v0

    check-cast v0, Lcom/halyard/vault/jobs/OpStatus;

    return-object v0
.end method

.method public static values()[Lcom/halyard/vault/jobs/OpStatus;
    .registers 1

    .line 4
    sget-object v0, Lcom/halyard/vault/jobs/OpStatus;->$VALUES:[Lcom/halyard/vault/jobs/OpStatus;

    invoke-virtual {v0}, [Lcom/halyard/vault/jobs/OpStatus;->clone()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, [Lcom/halyard/vault/jobs/OpStatus;

    return-object v0
.end method


# virtual methods
.method public terminal()Z
    .registers 3

    .line 18
    sget-object v1, Lcom/halyard/vault/jobs/OpStatus;->SUCCEEDED:Lcom/halyard/vault/jobs/OpStatus;

    if-eq p0, v1, :cond_0

    sget-object v1, Lcom/halyard/vault/jobs/OpStatus;->FAILED:Lcom/halyard/vault/jobs/OpStatus;

    if-eq p0, v1, :cond_0

    sget-object v1, Lcom/halyard/vault/jobs/OpStatus;->CANCELLED:Lcom/halyard/vault/jobs/OpStatus;

    if-ne p0, v1, :cond_1

    :cond_0
    const/4 v0, 0x1

    goto :goto_0

    :cond_1
    const/4 v0, 0x0

    :goto_0
    return v0
.end method
