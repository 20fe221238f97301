.class public final synthetic Lapp/tallybook/budget/cetp/BudgetsToolProvider$WhenMappings;
.super Ljava/lang/Object;
.source "BudgetsToolProvider.kt"


# static fields
.field public static final synthetic $EnumSwitchMapping$0:[I


# direct methods
.method static constructor <clinit>()V
    .registers 5

    invoke-static {}, Lapp/tallybook/budget/cetp/Method;->values()[Lapp/tallybook/budget/cetp/Method;

    move-result-object v0

    array-length v0, v0

    new-array v3, v0, [I

    :try_start_0
    sget-object v1, Lapp/tallybook/budget/cetp/Method;->PROVIDER_INFO:Lapp/tallybook/budget/cetp/Method;

    invoke-virtual {v1}, Lapp/tallybook/budget/cetp/Method;->ordinal()I

    move-result v1

    const/4 v2, 0x1

    aput v2, v3, v1
    :try_end_0
    .catch Ljava/lang/NoSuchFieldError; {:try_start_0 .. :try_end_0} :catch_0

    goto :goto_0

    :catch_0
    move-exception v4

    :goto_0
    :try_start_1
    sget-object v1, Lapp/tallybook/budget/cetp/Method;->LIST_TOOLS:Lapp/tallybook/budget/cetp/Method;

    invoke-virtual {v1}, Lapp/tallybook/budget/cetp/Method;->ordinal()I

    move-result v1

    const/4 v2, 0x2

    aput v2, v3, v1
    :try_end_1
    .catch Ljava/lang/NoSuchFieldError; {:try_start_1 .. :try_end_1} :catch_1

    goto :goto_1

    :catch_1
    move-exception v4

    :goto_1
    :try_start_2
    sget-object v1, Lapp/tallybook/budget/cetp/Method;->EXECUTE_TOOL:Lapp/tallybook/budget/cetp/Method;

    invoke-virtual {v1}, Lapp/tallybook/budget/cetp/Method;->ordinal()I

    move-result v1

    const/4 v2, 0x3

    aput v2, v3, v1
    :try_end_2
    .catch Ljava/lang/NoSuchFieldError; {:try_start_2 .. :try_end_2} :catch_2

    goto :goto_2

    :catch_2
    move-exception v4

    :goto_2
    :try_start_3
    sget-object v1, Lapp/tallybook/budget/cetp/Method;->GET_OPERATION:Lapp/tallybook/budget/cetp/Method;

    invoke-virtual {v1}, Lapp/tallybook/budget/cetp/Method;->ordinal()I

    move-result v1

    const/4 v2, 0x4

    aput v2, v3, v1
    :try_end_3
    .catch Ljava/lang/NoSuchFieldError; {:try_start_3 .. :try_end_3} :catch_3

    goto :goto_3

    :catch_3
    move-exception v4

    :goto_3
    :try_start_4
    sget-object v1, Lapp/tallybook/budget/cetp/Method;->CANCEL_OPERATION:Lapp/tallybook/budget/cetp/Method;

    invoke-virtual {v1}, Lapp/tallybook/budget/cetp/Method;->ordinal()I

    move-result v1

    const/4 v2, 0x5

    aput v2, v3, v1
    :try_end_4
    .catch Ljava/lang/NoSuchFieldError; {:try_start_4 .. :try_end_4} :catch_4

    goto :goto_4

    :catch_4
    move-exception v4

    :goto_4
    :try_start_5
    sget-object v1, Lapp/tallybook/budget/cetp/Method;->NEGOTIATE:Lapp/tallybook/budget/cetp/Method;

    invoke-virtual {v1}, Lapp/tallybook/budget/cetp/Method;->ordinal()I

    move-result v1

    const/4 v2, 0x6

    aput v2, v3, v1
    :try_end_5
    .catch Ljava/lang/NoSuchFieldError; {:try_start_5 .. :try_end_5} :catch_5

    goto :goto_5

    :catch_5
    move-exception v4

    :goto_5
    sput-object v3, Lapp/tallybook/budget/cetp/BudgetsToolProvider$WhenMappings;->$EnumSwitchMapping$0:[I

    return-void
.end method
