.class public abstract enum Lcom/kestrel/ledger/tools/ConfirmScreen;
.super Ljava/lang/Enum;
.source "ConfirmScreen.java"


# annotations
.annotation system Ldalvik/annotation/Signature;
    value = {
        "Ljava/lang/Enum<",
        "Lcom/kestrel/ledger/tools/ConfirmScreen;",
        ">;"
    }
.end annotation


# static fields
.field private static final synthetic $VALUES:[Lcom/kestrel/ledger/tools/ConfirmScreen;

.field public static final ACTION_APPROVE_EXPENSE:Ljava/lang/String; = "com.kestrel.ledger.action.APPROVE_EXPENSE"

.field public static final ACTION_CONFIRM_BUDGET:Ljava/lang/String; = "com.kestrel.ledger.action.CONFIRM_BUDGET"

.field public static final enum BUDGET_LIMIT:Lcom/kestrel/ledger/tools/ConfirmScreen;

.field public static final enum BUDGET_RESET:Lcom/kestrel/ledger/tools/ConfirmScreen;

.field static final BUDGET_SCREEN:Ljava/lang/String; = "com.kestrel.ledger.confirm.BudgetConfirmActivity"

.field public static final enum DELETE_EXPENSE:Lcom/kestrel/ledger/tools/ConfirmScreen;

.field public static final EXTRA_APPROVAL:Ljava/lang/String; = "com.kestrel.ledger.extra.APPROVAL"

.field public static final enum LARGE_EXPENSE:Lcom/kestrel/ledger/tools/ConfirmScreen;


# instance fields
.field final flags:I


# direct methods
.method private static synthetic $values()[Lcom/kestrel/ledger/tools/ConfirmScreen;
    .registers 3

    .line 13
    const/4 v0, 0x4

    new-array v0, v0, [Lcom/kestrel/ledger/tools/ConfirmScreen;

    sget-object v2, Lcom/kestrel/ledger/tools/ConfirmScreen;->DELETE_EXPENSE:Lcom/kestrel/ledger/tools/ConfirmScreen;

    const/4 v1, 0x0

    aput-object v2, v0, v1

    sget-object v2, Lcom/kestrel/ledger/tools/ConfirmScreen;->LARGE_EXPENSE:Lcom/kestrel/ledger/tools/ConfirmScreen;

    const/4 v1, 0x1

    aput-object v2, v0, v1

    sget-object v2, Lcom/kestrel/ledger/tools/ConfirmScreen;->BUDGET_LIMIT:Lcom/kestrel/ledger/tools/ConfirmScreen;

    const/4 v1, 0x2

    aput-object v2, v0, v1

    sget-object v2, Lcom/kestrel/ledger/tools/ConfirmScreen;->BUDGET_RESET:Lcom/kestrel/ledger/tools/ConfirmScreen;

    const/4 v1, 0x3

    aput-object v2, v0, v1

    return-object v0
.end method

.method static constructor <clinit>()V
    .registers 5

    .line 14
    new-instance v0, Lcom/kestrel/ledger/tools/ConfirmScreen$1;

    const-string v1, "DELETE_EXPENSE"

    const/4 v2, 0x0

    const/high16 v3, 0x44000000    # 512.0f

    const/4 v4, 0x0

    invoke-direct {v0, v1, v2, v3, v4}, Lcom/kestrel/ledger/tools/ConfirmScreen$1;-><init>(Ljava/lang/String;IILcom/kestrel/ledger/tools/ConfirmScreen$1-IA;)V

    sput-object v0, Lcom/kestrel/ledger/tools/ConfirmScreen;->DELETE_EXPENSE:Lcom/kestrel/ledger/tools/ConfirmScreen;

    .line 22
    new-instance v0, Lcom/kestrel/ledger/tools/ConfirmScreen$2;

    const-string v1, "LARGE_EXPENSE"

    const/4 v2, 0x1

    const/high16 v3, 0xc000000

    const/4 v4, 0x0

    invoke-direct {v0, v1, v2, v3, v4}, Lcom/kestrel/ledger/tools/ConfirmScreen$2;-><init>(Ljava/lang/String;IILcom/kestrel/ledger/tools/ConfirmScreen$2-IA;)V

    sput-object v0, Lcom/kestrel/ledger/tools/ConfirmScreen;->LARGE_EXPENSE:Lcom/kestrel/ledger/tools/ConfirmScreen;

    .line 31
    new-instance v0, Lcom/kestrel/ledger/tools/ConfirmScreen$3;

    const-string v1, "BUDGET_LIMIT"

    const/4 v2, 0x2

    const/high16 v3, 0xc000000

    const/4 v4, 0x0

    invoke-direct {v0, v1, v2, v3, v4}, Lcom/kestrel/ledger/tools/ConfirmScreen$3;-><init>(Ljava/lang/String;IILcom/kestrel/ledger/tools/ConfirmScreen$3-IA;)V

    sput-object v0, Lcom/kestrel/ledger/tools/ConfirmScreen;->BUDGET_LIMIT:Lcom/kestrel/ledger/tools/ConfirmScreen;

    .line 40
    new-instance v0, Lcom/kestrel/ledger/tools/ConfirmScreen$4;

    const-string v1, "BUDGET_RESET"

    const/4 v2, 0x3

    const/high16 v3, 0x44000000    # 512.0f

    const/4 v4, 0x0

    invoke-direct {v0, v1, v2, v3, v4}, Lcom/kestrel/ledger/tools/ConfirmScreen$4;-><init>(Ljava/lang/String;IILcom/kestrel/ledger/tools/ConfirmScreen$4-IA;)V

    sput-object v0, Lcom/kestrel/ledger/tools/ConfirmScreen;->BUDGET_RESET:Lcom/kestrel/ledger/tools/ConfirmScreen;

    .line 13
    invoke-static {}, Lcom/kestrel/ledger/tools/ConfirmScreen;->$values()[Lcom/kestrel/ledger/tools/ConfirmScreen;

    move-result-object v0

    sput-object v0, Lcom/kestrel/ledger/tools/ConfirmScreen;->$VALUES:[Lcom/kestrel/ledger/tools/ConfirmScreen;

    return-void
.end method

.method private constructor <init>(Ljava/lang/String;II)V
    .registers 4
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(I)V"
        }
    .end annotation

    .line 57
    invoke-direct {p0, p1, p2}, Ljava/lang/Enum;-><init>(Ljava/lang/String;I)V

    .line 58
    iput p3, p0, Lcom/kestrel/ledger/tools/ConfirmScreen;->flags:I

    .line 59
    return-void
.end method

.method synthetic constructor <init>(Ljava/lang/String;IILcom/kestrel/ledger/tools/ConfirmScreen-IA;)V
    .registers 5

    invoke-direct {p0, p1, p2, p3}, Lcom/kestrel/ledger/tools/ConfirmScreen;-><init>(Ljava/lang/String;II)V

    return-void
.end method

.method static requestCode(Ljava/lang/String;)I
    .registers 2

    .line 65
    invoke-virtual {p0}, Ljava/lang/String;->hashCode()I

    move-result v0

    return v0
.end method

.method public static valueOf(Ljava/lang/String;)Lcom/kestrel/ledger/tools/ConfirmScreen;
    .registers 2

    .line 13
    const-class v0, Lcom/kestrel/ledger/tools/ConfirmScreen;

    invoke-static {v0, p0}, Ljava/lang/Enum;->valueOf(Ljava/lang/Class;Ljava/lang/String;)Ljava/lang/Enum;

    move-result-object v0

    check-cast v0, Lcom/kestrel/ledger/tools/ConfirmScreen;

    return-object v0
.end method

.method public static values()[Lcom/kestrel/ledger/tools/ConfirmScreen;
    .registers 1

    .line 13
    sget-object v0, Lcom/kestrel/ledger/tools/ConfirmScreen;->$VALUES:[Lcom/kestrel/ledger/tools/ConfirmScreen;

    invoke-virtual {v0}, [Lcom/kestrel/ledger/tools/ConfirmScreen;->clone()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, [Lcom/kestrel/ledger/tools/ConfirmScreen;

    return-object v0
.end method


# virtual methods
.method public abstract resolution(Landroid/content/Context;Ljava/lang/String;)Landroid/app/PendingIntent;
.end method
