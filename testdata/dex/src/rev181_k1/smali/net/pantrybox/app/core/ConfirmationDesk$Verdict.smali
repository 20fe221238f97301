.class public final enum Lnet/pantrybox/app/core/ConfirmationDesk$Verdict;
.super Ljava/lang/Enum;
.source "Confirmations.kt"


# static fields
.field private static final synthetic $ENTRIES:Lkotlin/enums/EnumEntries;

.field private static final synthetic $VALUES:[Lnet/pantrybox/app/core/ConfirmationDesk$Verdict;

.field public static final enum APPROVED:Lnet/pantrybox/app/core/ConfirmationDesk$Verdict;

.field public static final enum DENIED:Lnet/pantrybox/app/core/ConfirmationDesk$Verdict;

.field public static final enum INVALID:Lnet/pantrybox/app/core/ConfirmationDesk$Verdict;


# direct methods
.method private static final synthetic $values()[Lnet/pantrybox/app/core/ConfirmationDesk$Verdict;
    .registers 4

    const/4 v0, 0x3

    new-array v3, v0, [Lnet/pantrybox/app/core/ConfirmationDesk$Verdict;

    sget-object v2, Lnet/pantrybox/app/core/ConfirmationDesk$Verdict;->APPROVED:Lnet/pantrybox/app/core/ConfirmationDesk$Verdict;

    const/4 v1, 0x0

    aput-object v2, v3, v1

    sget-object v2, Lnet/pantrybox/app/core/ConfirmationDesk$Verdict;->DENIED:Lnet/pantrybox/app/core/ConfirmationDesk$Verdict;

    const/4 v1, 0x1

    aput-object v2, v3, v1

    sget-object v2, Lnet/pantrybox/app/core/ConfirmationDesk$Verdict;->INVALID:Lnet/pantrybox/app/core/ConfirmationDesk$Verdict;

    const/4 v1, 0x2

    aput-object v2, v3, v1

    return-object v3
.end method

.method static constructor <clinit>()V
    .registers 3

    .line 11
    new-instance v0, Lnet/pantrybox/app/core/ConfirmationDesk$Verdict;

    const-string v1, "APPROVED"

    const/4 v2, 0x0

    invoke-direct {v0, v1, v2}, Lnet/pantrybox/app/core/ConfirmationDesk$Verdict;-><init>(Ljava/lang/String;I)V

    sput-object v0, Lnet/pantrybox/app/core/ConfirmationDesk$Verdict;->APPROVED:Lnet/pantrybox/app/core/ConfirmationDesk$Verdict;

    new-instance v0, Lnet/pantrybox/app/core/ConfirmationDesk$Verdict;

    const-string v1, "DENIED"

    const/4 v2, 0x1

    invoke-direct {v0, v1, v2}, Lnet/pantrybox/app/core/ConfirmationDesk$Verdict;-><init>(Ljava/lang/String;I)V

    sput-object v0, Lnet/pantrybox/app/core/ConfirmationDesk$Verdict;->DENIED:Lnet/pantrybox/app/core/ConfirmationDesk$Verdict;

    new-instance v0, Lnet/pantrybox/app/core/ConfirmationDesk$Verdict;

    const-string v1, "INVALID"

    const/4 v2, 0x2

    invoke-direct {v0, v1, v2}, Lnet/pantrybox/app/core/ConfirmationDesk$Verdict;-><init>(Ljava/lang/String;I)V

    sput-object v0, Lnet/pantrybox/app/core/ConfirmationDesk$Verdict;->INVALID:Lnet/pantrybox/app/core/ConfirmationDesk$Verdict;

    invoke-static {}, Lnet/pantrybox/app/core/ConfirmationDesk$Verdict;->$values()[Lnet/pantrybox/app/core/ConfirmationDesk$Verdict;

    move-result-object v0

    sput-object v0, Lnet/pantrybox/app/core/ConfirmationDesk$Verdict;->$VALUES:[Lnet/pantrybox/app/core/ConfirmationDesk$Verdict;

    sget-object v0, Lnet/pantrybox/app/core/ConfirmationDesk$Verdict;->$VALUES:[Lnet/pantrybox/app/core/ConfirmationDesk$Verdict;

    check-cast v0, [Ljava/lang/Enum;

    invoke-static {v0}, Lkotlin/enums/EnumEntriesKt;->enumEntries([Ljava/lang/Enum;)Lkotlin/enums/EnumEntries;

    move-result-object v0

    sput-object v0, Lnet/pantrybox/app/core/ConfirmationDesk$Verdict;->$ENTRIES:Lkotlin/enums/EnumEntries;

    return-void
.end method

.method private constructor <init>(Ljava/lang/String;I)V
    .registers 3

    .line 11
    invoke-direct {p0, p1, p2}, Ljava/lang/Enum;-><init>(Ljava/lang/String;I)V

    return-void
.end method

.method public static getEntries()Lkotlin/enums/EnumEntries;
    .registers 1

    sget-object v0, Lnet/pantrybox/app/core/ConfirmationDesk$Verdict;->$ENTRIES:Lkotlin/enums/EnumEntries;

    return-object v0
.end method

.method public static valueOf(Ljava/lang/String;)Lnet/pantrybox/app/core/ConfirmationDesk$Verdict;
    .registers 2

    const-class v0, Lnet/pantrybox/app/core/ConfirmationDesk$Verdict;

    invoke-static {v0, p0}, Ljava/lang/Enum;->valueOf(Ljava/lang/Class;Ljava/lang/String;)Ljava/lang/Enum;

    move-result-object v0

    check-cast v0, Lnet/pantrybox/app/core/ConfirmationDesk$Verdict;

    return-object v0
.end method

.method public static values()[Lnet/pantrybox/app/core/ConfirmationDesk$Verdict;
    .registers 1

    sget-object v0, Lnet/pantrybox/app/core/ConfirmationDesk$Verdict;->$VALUES:[Lnet/pantrybox/app/core/ConfirmationDesk$Verdict;

    invoke-virtual {v0}, Ljava/lang/Object;->clone()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, [Lnet/pantrybox/app/core/ConfirmationDesk$Verdict;

    return-object v0
.end method
