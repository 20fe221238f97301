.class public final enum Lcom/ridgeway/doorhub/cetp/ApprovalLedger$Outcome;
.super Ljava/lang/Enum;
.source "ApprovalLedger.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/ridgeway/doorhub/cetp/ApprovalLedger;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x4019
    name = "Outcome"
.end annotation

.annotation system Ldalvik/annotation/Signature;
    value = {
        "Ljava/lang/Enum<",
        "Lcom/ridgeway/doorhub/cetp/ApprovalLedger$Outcome;",
        ">;"
    }
.end annotation


# static fields
.field private static final synthetic $VALUES:[Lcom/ridgeway/doorhub/cetp/ApprovalLedger$Outcome;

.field public static final enum APPROVED:Lcom/ridgeway/doorhub/cetp/ApprovalLedger$Outcome;

.field public static final enum DENIED:Lcom/ridgeway/doorhub/cetp/ApprovalLedger$Outcome;

.field public static final enum INVALID:Lcom/ridgeway/doorhub/cetp/ApprovalLedger$Outcome;

.field public static final enum PENDING:Lcom/ridgeway/doorhub/cetp/ApprovalLedger$Outcome;


# direct methods
.method private static synthetic $values()[Lcom/ridgeway/doorhub/cetp/ApprovalLedger$Outcome;
    .registers 3

    .line 17
    const/4 v0, 0x4

    new-array v0, v0, [Lcom/ridgeway/doorhub/cetp/ApprovalLedger$Outcome;

    sget-object v2, Lcom/ridgeway/doorhub/cetp/ApprovalLedger$Outcome;->APPROVED:Lcom/ridgeway/doorhub/cetp/ApprovalLedger$Outcome;

    const/4 v1, 0x0

    aput-object v2, v0, v1

    sget-object v2, Lcom/ridgeway/doorhub/cetp/ApprovalLedger$Outcome;->DENIED:Lcom/ridgeway/doorhub/cetp/ApprovalLedger$Outcome;

    const/4 v1, 0x1

    aput-object v2, v0, v1

    sget-object v2, Lcom/ridgeway/doorhub/cetp/ApprovalLedger$Outcome;->PENDING:Lcom/ridgeway/doorhub/cetp/ApprovalLedger$Outcome;

    const/4 v1, 0x2

    aput-object v2, v0, v1

    sget-object v2, Lcom/ridgeway/doorhub/cetp/ApprovalLedger$Outcome;->INVALID:Lcom/ridgeway/doorhub/cetp/ApprovalLedger$Outcome;

    const/4 v1, 0x3

    aput-object v2, v0, v1

    return-object v0
.end method

.method static constructor <clinit>()V
    .registers 3

    .line 17
    new-instance v0, Lcom/ridgeway/doorhub/cetp/ApprovalLedger$Outcome;

    const-string v1, "APPROVED"

    const/4 v2, 0x0

    invoke-direct {v0, v1, v2}, Lcom/ridgeway/doorhub/cetp/ApprovalLedger$Outcome;-><init>(Ljava/lang/String;I)V

    sput-object v0, Lcom/ridgeway/doorhub/cetp/ApprovalLedger$Outcome;->APPROVED:Lcom/ridgeway/doorhub/cetp/ApprovalLedger$Outcome;

    new-instance v0, Lcom/ridgeway/doorhub/cetp/ApprovalLedger$Outcome;

    const-string v1, "DENIED"

    const/4 v2, 0x1

    invoke-direct {v0, v1, v2}, Lcom/ridgeway/doorhub/cetp/ApprovalLedger$Outcome;-><init>(Ljava/lang/String;I)V

    sput-object v0, Lcom/ridgeway/doorhub/cetp/ApprovalLedger$Outcome;->DENIED:Lcom/ridgeway/doorhub/cetp/ApprovalLedger$Outcome;

    new-instance v0, Lcom/ridgeway/doorhub/cetp/ApprovalLedger$Outcome;

    const-string v1, "PENDING"

    const/4 v2, 0x2

    invoke-direct {v0, v1, v2}, Lcom/ridgeway/doorhub/cetp/ApprovalLedger$Outcome;-><init>(Ljava/lang/String;I)V

    sput-object v0, Lcom/ridgeway/doorhub/cetp/ApprovalLedger$Outcome;->PENDING:Lcom/ridgeway/doorhub/cetp/ApprovalLedger$Outcome;

    new-instance v0, Lcom/ridgeway/doorhub/cetp/ApprovalLedger$Outcome;

    const-string v1, "INVALID"

    const/4 v2, 0x3

    invoke-direct {v0, v1, v2}, Lcom/ridgeway/doorhub/cetp/ApprovalLedger$Outcome;-><init>(Ljava/lang/String;I)V

    sput-object v0, Lcom/ridgeway/doorhub/cetp/ApprovalLedger$Outcome;->INVALID:Lcom/ridgeway/doorhub/cetp/ApprovalLedger$Outcome;

    invoke-static {}, Lcom/ridgeway/doorhub/cetp/ApprovalLedger$Outcome;->$values()[Lcom/ridgeway/doorhub/cetp/ApprovalLedger$Outcome;

    move-result-object v0

    sput-object v0, Lcom/ridgeway/doorhub/cetp/ApprovalLedger$Outcome;->$VALUES:[Lcom/ridgeway/doorhub/cetp/ApprovalLedger$Outcome;

    return-void
.end method

.method private constructor <init>(Ljava/lang/String;I)V
    .registers 3
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "()V"
        }
    .end annotation

    .line 17
    invoke-direct {p0, p1, p2}, Ljava/lang/Enum;-><init>(Ljava/lang/String;I)V

    return-void
.end method

.method public static valueOf(Ljava/lang/String;)Lcom/ridgeway/doorhub/cetp/ApprovalLedger$Outcome;
    .registers 2

    .line 17
    const-class v0, Lcom/ridgeway/doorhub/cetp/ApprovalLedger$Outcome;

    invoke-static {v0, p0}, Ljava/lang/Enum;->valueOf(Ljava/lang/Class;Ljava/lang/String;)Ljava/lang/Enum;

    move-result-object v0

    check-cast v0, Lcom/ridgeway/doorhub/cetp/ApprovalLedger$Outcome;

    return-object v0
.end method

.method public static values()[Lcom/ridgeway/doorhub/cetp/ApprovalLedger$Outcome;
    .registers 1

    .line 17
    sget-object v0, Lcom/ridgeway/doorhub/cetp/ApprovalLedger$Outcome;->$VALUES:[Lcom/ridgeway/doorhub/cetp/ApprovalLedger$Outcome;

    invoke-virtual {v0}, [Lcom/ridgeway/doorhub/cetp/ApprovalLedger$Outcome;->clone()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, [Lcom/ridgeway/doorhub/cetp/ApprovalLedger$Outcome;

    return-object v0
.end method
