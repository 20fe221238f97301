.class public final synthetic Lnet/pantrybox/app/household/HouseholdToolProvider$WhenMappings;
.super Ljava/lang/Object;
.source "HouseholdToolProvider.kt"


# static fields
.field public static final synthetic $EnumSwitchMapping$0:[I


# direct methods
.method static constructor <clinit>()V
    .registers 5

    invoke-static {}, Lnet/pantrybox/app/core/ConfirmationDesk$Verdict;->values()[Lnet/pantrybox/app/core/ConfirmationDesk$Verdict;

    move-result-object v0

    array-length v0, v0

    new-array v3, v0, [I

    :try_start_0
    sget-object v1, Lnet/pantrybox/app/core/ConfirmationDesk$Verdict;->APPROVED:Lnet/pantrybox/app/core/ConfirmationDesk$Verdict;

    invoke-virtual {v1}, Lnet/pantrybox/app/core/ConfirmationDesk$Verdict;->ordinal()I

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
    sget-object v1, Lnet/pantrybox/app/core/ConfirmationDesk$Verdict;->DENIED:Lnet/pantrybox/app/core/ConfirmationDesk$Verdict;

    invoke-virtual {v1}, Lnet/pantrybox/app/core/ConfirmationDesk$Verdict;->ordinal()I

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
    sget-object v1, Lnet/pantrybox/app/core/ConfirmationDesk$Verdict;->INVALID:Lnet/pantrybox/app/core/ConfirmationDesk$Verdict;

    invoke-virtual {v1}, Lnet/pantrybox/app/core/ConfirmationDesk$Verdict;->ordinal()I

    move-result v1

    const/4 v2, 0x3

    aput v2, v3, v1
    :try_end_2
    .catch Ljava/lang/NoSuchFieldError; {:try_start_2 .. :try_end_2} :catch_2

    goto :goto_2

    :catch_2
    move-exception v4

    :goto_2
    sput-object v3, Lnet/pantrybox/app/household/HouseholdToolProvider$WhenMappings;->$EnumSwitchMapping$0:[I

    return-void
.end method
