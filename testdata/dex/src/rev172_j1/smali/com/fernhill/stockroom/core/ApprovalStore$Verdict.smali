.class public final enum Lcom/fernhill/stockroom/core/ApprovalStore$Verdict;
.super Ljava/lang/Enum;
.source "ApprovalStore.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/fernhill/stockroom/core/ApprovalStore;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x4019
    name = "Verdict"
.end annotation

.annotation system Ldalvik/annotation/Signature;
    value = {
        "Ljava/lang/Enum<",
        "Lcom/fernhill/stockroom/core/ApprovalStore$Verdict;",
        ">;"
    }
.end annotation


# static fields
.field private static final synthetic $VALUES:[Lcom/fernhill/stockroom/core/ApprovalStore$Verdict;

.field public static final enum APPROVED:Lcom/fernhill/stockroom/core/ApprovalStore$Verdict;

.field public static final enum DENIED:Lcom/fernhill/stockroom/core/ApprovalStore$Verdict;

.field public static final enum INVALID:Lcom/fernhill/stockroom/core/ApprovalStore$Verdict;

.field public static final enum NONE:Lcom/fernhill/stockroom/core/ApprovalStore$Verdict;

.field public static final enum PENDING:Lcom/fernhill/stockroom/core/ApprovalStore$Verdict;


# direct methods
.method private static synthetic $values()[Lcom/fernhill/stockroom/core/ApprovalStore$Verdict;
    .registers 3

    .line 15
    const/4 v0, 0x5

    new-array v0, v0, [Lcom/fernhill/stockroom/core/ApprovalStore$Verdict;

    sget-object v2, Lcom/fernhill/stockroom/core/ApprovalStore$Verdict;->NONE:Lcom/fernhill/stockroom/core/ApprovalStore$Verdict;

    const/4 v1, 0x0

    aput-object v2, v0, v1

    sget-object v2, Lcom/fernhill/stockroom/core/ApprovalStore$Verdict;->PENDING:Lcom/fernhill/stockroom/core/ApprovalStore$Verdict;

    const/4 v1, 0x1

    aput-object v2, v0, v1

    sget-object v2, Lcom/fernhill/stockroom/core/ApprovalStore$Verdict;->APPROVED:Lcom/fernhill/stockroom/core/ApprovalStore$Verdict;

    const/4 v1, 0x2

    aput-object v2, v0, v1

    sget-object v2, Lcom/fernhill/stockroom/core/ApprovalStore$Verdict;->DENIED:Lcom/fernhill/stockroom/core/ApprovalStore$Verdict;

    const/4 v1, 0x3

    aput-object v2, v0, v1

    sget-object v2, Lcom/fernhill/stockroom/core/ApprovalStore$Verdict;->INVALID:Lcom/fernhill/stockroom/core/ApprovalStore$Verdict;

    const/4 v1, 0x4

    aput-object v2, v0, v1

    return-object v0
.end method

.method static constructor <clinit>()V
    .registers 3

    .line 15
    new-instance v0, Lcom/fernhill/stockroom/core/ApprovalStore$Verdict;

    const-string v1, "NONE"

    const/4 v2, 0x0

    invoke-direct {v0, v1, v2}, Lcom/fernhill/stockroom/core/ApprovalStore$Verdict;-><init>(Ljava/lang/String;I)V

    sput-object v0, Lcom/fernhill/stockroom/core/ApprovalStore$Verdict;->NONE:Lcom/fernhill/stockroom/core/ApprovalStore$Verdict;

    new-instance v0, Lcom/fernhill/stockroom/core/ApprovalStore$Verdict;

    const-string v1, "PENDING"

    const/4 v2, 0x1

    invoke-direct {v0, v1, v2}, Lcom/fernhill/stockroom/core/ApprovalStore$Verdict;-><init>(Ljava/lang/String;I)V

    sput-object v0, Lcom/fernhill/stockroom/core/ApprovalStore$Verdict;->PENDING:Lcom/fernhill/stockroom/core/ApprovalStore$Verdict;

    new-instance v0, Lcom/fernhill/stockroom/core/ApprovalStore$Verdict;

    const-string v1, "APPROVED"

    const/4 v2, 0x2

    invoke-direct {v0, v1, v2}, Lcom/fernhill/stockroom/core/ApprovalStore$Verdict;-><init>(Ljava/lang/String;I)V

    sput-object v0, Lcom/fernhill/stockroom/core/ApprovalStore$Verdict;->APPROVED:Lcom/fernhill/stockroom/core/ApprovalStore$Verdict;

    new-instance v0, Lcom/fernhill/stockroom/core/ApprovalStore$Verdict;

    const-string v1, "DENIED"

    const/4 v2, 0x3

    invoke-direct {v0, v1, v2}, Lcom/fernhill/stockroom/core/ApprovalStore$Verdict;-><init>(Ljava/lang/String;I)V

    sput-object v0, Lcom/fernhill/stockroom/core/ApprovalStore$Verdict;->DENIED:Lcom/fernhill/stockroom/core/ApprovalStore$Verdict;

    new-instance v0, Lcom/fernhill/stockroom/core/ApprovalStore$Verdict;

    const-string v1, "INVALID"

    const/4 v2, 0x4

    invoke-direct {v0, v1, v2}, Lcom/fernhill/stockroom/core/ApprovalStore$Verdict;-><init>(Ljava/lang/String;I)V

    sput-object v0, Lcom/fernhill/stockroom/core/ApprovalStore$Verdict;->INVALID:Lcom/fernhill/stockroom/core/ApprovalStore$Verdict;

    invoke-static {}, Lcom/fernhill/stockroom/core/ApprovalStore$Verdict;->$values()[Lcom/fernhill/stockroom/core/ApprovalStore$Verdict;

    move-result-object v0

    sput-object v0, Lcom/fernhill/stockroom/core/ApprovalStore$Verdict;->$VALUES:[Lcom/fernhill/stockroom/core/ApprovalStore$Verdict;

    return-void
.end method

.method private constructor <init>(Ljava/lang/String;I)V
    .registers 3
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "()V"
        }
    .end annotation

    .line 15
    invoke-direct {p0, p1, p2}, Ljava/lang/Enum;-><init>(Ljava/lang/String;I)V

    return-void
.end method

.method public static valueOf(Ljava/lang/String;)Lcom/fernhill/stockroom/core/ApprovalStore$Verdict;
    .registers 2

    .line 15
    const-class v0, Lcom/fernhill/stockroom/core/ApprovalStore$Verdict;

    invoke-static {v0, p0}, Ljava/lang/Enum;->valueOf(Ljava/lang/Class;Ljava/lang/String;)Ljava/lang/Enum;

    move-result-object v0

    check-cast v0, Lcom/fernhill/stockroom/core/ApprovalStore$Verdict;

    return-object v0
.end method

.method public static values()[Lcom/fernhill/stockroom/core/ApprovalStore$Verdict;
    .registers 1

    .line 15
    sget-object v0, Lcom/fernhill/stockroom/core/ApprovalStore$Verdict;->$VALUES:[Lcom/fernhill/stockroom/core/ApprovalStore$Verdict;

    invoke-virtual {v0}, [Lcom/fernhill/stockroom/core/ApprovalStore$Verdict;->clone()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, [Lcom/fernhill/stockroom/core/ApprovalStore$Verdict;

    return-object v0
.end method
