.class public final Lcom/copperwick/config/Keys;
.super Ljava/lang/Object;
.source "Keys.java"


# static fields
.field public static final APP:Ljava/lang/String; = "com.copperwick"

.field public static final BUDGET:Ljava/lang/String; = "budget"

.field public static final BUDGET_CONFIRM_CLASS:Ljava/lang/String; = "budget.confirm_class"

.field public static final BUDGET_CONFIRM_PACKAGE:Ljava/lang/String; = "budget.confirm_package"

.field public static final BUDGET_LAST_ERROR:Ljava/lang/String; = "budget.last_error"

.field public static final BUDGET_REQUIRE_CONFIRMATION:Ljava/lang/String; = "budget.require_confirmation"

.field public static final BUDGET_TOKEN_LENGTH:Ljava/lang/String; = "budget.token_length"

.field public static final CONFIRM_ACTIVITY:Ljava/lang/String; = "com.copperwick.ui.ConfirmActivity"

.field public static final DEFAULT_TOKEN_BYTES:I = 0x18

.field public static final POCKET_APP:Ljava/lang/String; = "com.copperwick.pocket"

.field public static final POCKET_APPROVE_ACTIVITY:Ljava/lang/String; = "com.copperwick.pocket.ApproveActivity"

.field public static final PREFS:Ljava/lang/String; = "copperwick_tools"

.field public static final RECEIPTS:Ljava/lang/String; = "receipts"

.field public static final RECEIPTS_CONFIRM_CLASS:Ljava/lang/String; = "receipts.confirm_class"

.field public static final RECEIPTS_CONFIRM_PACKAGE:Ljava/lang/String; = "receipts.confirm_package"

.field public static final RECEIPTS_LAST_ERROR:Ljava/lang/String; = "receipts.last_error"

.field public static final RECEIPTS_REQUIRE_CONFIRMATION:Ljava/lang/String; = "receipts.require_confirmation"

.field public static final RECEIPTS_TOKEN_LENGTH:Ljava/lang/String; = "receipts.token_length"


# direct methods
.method private constructor <init>()V
    .registers 1

    .line 29
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 30
    return-void
.end method
