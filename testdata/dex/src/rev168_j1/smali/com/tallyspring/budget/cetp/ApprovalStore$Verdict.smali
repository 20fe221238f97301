.class public final enum Lcom/tallyspring/budget/cetp/ApprovalStore$Verdict;
.super Ljava/lang/Enum;
.source "ApprovalStore.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/tallyspring/budget/cetp/ApprovalStore;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x4019
    name = "Verdict"
.end annotation

.annotation system Ldalvik/annotation/Signature;
    value = {
        "Ljava/lang/Enum<",
        "Lcom/tallyspring/budget/cetp/ApprovalStore$Verdict;",
        ">;"
    }
.end annotation


# static fields
.field private static final synthetic $VALUES:[Lcom/tallyspring/budget/cetp/ApprovalStore$Verdict;

.field public static final enum CONFIRMED:Lcom/tallyspring/budget/cetp/ApprovalStore$Verdict;

.field public static final enum DENIED:Lcom/tallyspring/budget/cetp/ApprovalStore$Verdict;

.field public static final enum INVALID:Lcom/tallyspring/budget/cetp/ApprovalStore$Verdict;

.field public static final enum NEEDED:Lcom/tallyspring/budget/cetp/ApprovalStore$Verdict;


# direct methods
.method private static synthetic $values()[Lcom/tallyspring/budget/cetp/ApprovalStore$Verdict;
    .registers 3

    .line 27
    const/4 v0, 0x4

    new-array v0, v0, [Lcom/tallyspring/budget/cetp/ApprovalStore$Verdict;

    sget-object v2, Lcom/tallyspring/budget/cetp/ApprovalStore$Verdict;->CONFIRMED:Lcom/tallyspring/budget/cetp/ApprovalStore$Verdict;

    const/4 v1, 0x0

    aput-object v2, v0, v1

    sget-object v2, Lcom/tallyspring/budget/cetp/ApprovalStore$Verdict;->DENIED:Lcom/tallyspring/budget/cetp/ApprovalStore$Verdict;

    const/4 v1, 0x1

    aput-object v2, v0, v1

    sget-object v2, Lcom/tallyspring/budget/cetp/ApprovalStore$Verdict;->NEEDED:Lcom/tallyspring/budget/cetp/ApprovalStore$Verdict;

    const/4 v1, 0x2

    aput-object v2, v0, v1

    sget-object v2, Lcom/tallyspring/budget/cetp/ApprovalStore$Verdict;->INVALID:Lcom/tallyspring/budget/cetp/ApprovalStore$Verdict;

    const/4 v1, 0x3

    aput-object v2, v0, v1

    return-object v0
.end method

.method static constructor <clinit>()V
    .registers 3

    .line 28
    new-instance v0, Lcom/tallyspring/budget/cetp/ApprovalStore$Verdict;

    const-string v1, "CONFIRMED"

    const/4 v2, 0x0

    invoke-direct {v0, v1, v2}, Lcom/tallyspring/budget/cetp/ApprovalStore$Verdict;-><init>(Ljava/lang/String;I)V

    sput-object v0, Lcom/tallyspring/budget/cetp/ApprovalStore$Verdict;->CONFIRMED:Lcom/tallyspring/budget/cetp/ApprovalStore$Verdict;

    new-instance v0, Lcom/tallyspring/budget/cetp/ApprovalStore$Verdict;

    const-string v1, "DENIED"

    const/4 v2, 0x1

    invoke-direct {v0, v1, v2}, Lcom/tallyspring/budget/cetp/ApprovalStore$Verdict;-><init>(Ljava/lang/String;I)V

    sput-object v0, Lcom/tallyspring/budget/cetp/ApprovalStore$Verdict;->DENIED:Lcom/tallyspring/budget/cetp/ApprovalStore$Verdict;

    new-instance v0, Lcom/tallyspring/budget/cetp/ApprovalStore$Verdict;

    const-string v1, "NEEDED"

    const/4 v2, 0x2

    invoke-direct {v0, v1, v2}, Lcom/tallyspring/budget/cetp/ApprovalStore$Verdict;-><init>(Ljava/lang/String;I)V

    sput-object v0, Lcom/tallyspring/budget/cetp/ApprovalStore$Verdict;->NEEDED:Lcom/tallyspring/budget/cetp/ApprovalStore$Verdict;

    new-instance v0, Lcom/tallyspring/budget/cetp/ApprovalStore$Verdict;

    const-string v1, "INVALID"

    const/4 v2, 0x3

    invoke-direct {v0, v1, v2}, Lcom/tallyspring/budget/cetp/ApprovalStore$Verdict;-><init>(Ljava/lang/String;I)V

    sput-object v0, Lcom/tallyspring/budget/cetp/ApprovalStore$Verdict;->INVALID:Lcom/tallyspring/budget/cetp/ApprovalStore$Verdict;

    .line 27
    invoke-static {}, Lcom/tallyspring/budget/cetp/ApprovalStore$Verdict;->$values()[Lcom/tallyspring/budget/cetp/ApprovalStore$Verdict;

    move-result-object v0

    sput-object v0, Lcom/tallyspring/budget/cetp/ApprovalStore$Verdict;->$VALUES:[Lcom/tallyspring/budget/cetp/ApprovalStore$Verdict;

    return-void
.end method

.method private constructor <init>(Ljava/lang/String;I)V
    .registers 3
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "()V"
        }
    .end annotation

    .line 27
    invoke-direct {p0, p1, p2}, Ljava/lang/Enum;-><init>(Ljava/lang/String;I)V

    return-void
.end method

.method public static valueOf(Ljava/lang/String;)Lcom/tallyspring/budget/cetp/ApprovalStore$Verdict;
    .registers 2

    .line 27
    const-class v0, Lcom/tallyspring/budget/cetp/ApprovalStore$Verdict;

    invoke-static {v0, p0}, Ljava/lang/Enum;->valueOf(Ljava/lang/Class;Ljava/lang/String;)Ljava/lang/Enum;

    move-result-object v0

    check-cast v0, Lcom/tallyspring/budget/cetp/ApprovalStore$Verdict;

    return-object v0
.end method

.method public static values()[Lcom/tallyspring/budget/cetp/ApprovalStore$Verdict;
    .registers 1

    .line 27
    sget-object v0, Lcom/tallyspring/budget/cetp/ApprovalStore$Verdict;->$VALUES:[Lcom/tallyspring/budget/cetp/ApprovalStore$Verdict;

    invoke-virtual {v0}, [Lcom/tallyspring/budget/cetp/ApprovalStore$Verdict;->clone()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, [Lcom/tallyspring/budget/cetp/ApprovalStore$Verdict;

    return-object v0
.end method
