.class public final enum Lnet/pantrybox/app/household/Role;
.super Ljava/lang/Enum;
.source "Household.kt"


# static fields
.field private static final synthetic $ENTRIES:Lkotlin/enums/EnumEntries;

.field private static final synthetic $VALUES:[Lnet/pantrybox/app/household/Role;

.field public static final enum ADMIN:Lnet/pantrybox/app/household/Role;

.field public static final enum MEMBER:Lnet/pantrybox/app/household/Role;

.field public static final enum VIEWER:Lnet/pantrybox/app/household/Role;


# instance fields
.field public final scopes:Ljava/util/Set;


# direct methods
.method private static final synthetic $values()[Lnet/pantrybox/app/household/Role;
    .registers 4

    const/4 v0, 0x3

    new-array v3, v0, [Lnet/pantrybox/app/household/Role;

    sget-object v2, Lnet/pantrybox/app/household/Role;->VIEWER:Lnet/pantrybox/app/household/Role;

    const/4 v1, 0x0

    aput-object v2, v3, v1

    sget-object v2, Lnet/pantrybox/app/household/Role;->MEMBER:Lnet/pantrybox/app/household/Role;

    const/4 v1, 0x1

    aput-object v2, v3, v1

    sget-object v2, Lnet/pantrybox/app/household/Role;->ADMIN:Lnet/pantrybox/app/household/Role;

    const/4 v1, 0x2

    aput-object v2, v3, v1

    return-object v3
.end method

.method static constructor <clinit>()V
    .registers 7

    .line 11
    new-instance v0, Lnet/pantrybox/app/household/Role;

    const-string v3, "household.read"

    invoke-static {v3}, Lkotlin/collections/SetsKt;->setOf(Ljava/lang/Object;)Ljava/util/Set;

    move-result-object v3

    const-string v1, "VIEWER"

    const/4 v2, 0x0

    invoke-direct {v0, v1, v2, v3}, Lnet/pantrybox/app/household/Role;-><init>(Ljava/lang/String;ILjava/util/Set;)V

    sput-object v0, Lnet/pantrybox/app/household/Role;->VIEWER:Lnet/pantrybox/app/household/Role;

    .line 12
    new-instance v0, Lnet/pantrybox/app/household/Role;

    const/4 v3, 0x2

    new-array v6, v3, [Ljava/lang/String;

    const-string v5, "household.read"

    const/4 v4, 0x0

    aput-object v5, v6, v4

    const-string v5, "household.write"

    const/4 v4, 0x1

    aput-object v5, v6, v4

    invoke-static {v6}, Lkotlin/collections/SetsKt;->setOf([Ljava/lang/Object;)Ljava/util/Set;

    move-result-object v3

    const-string v1, "MEMBER"

    const/4 v2, 0x1

    invoke-direct {v0, v1, v2, v3}, Lnet/pantrybox/app/household/Role;-><init>(Ljava/lang/String;ILjava/util/Set;)V

    sput-object v0, Lnet/pantrybox/app/household/Role;->MEMBER:Lnet/pantrybox/app/household/Role;

    .line 13
    new-instance v0, Lnet/pantrybox/app/household/Role;

    const/4 v3, 0x3

    new-array v6, v3, [Ljava/lang/String;

    const-string v5, "household.read"

    const/4 v4, 0x0

    aput-object v5, v6, v4

    const-string v5, "household.write"

    const/4 v4, 0x1

    aput-object v5, v6, v4

    const-string v5, "household.admin"

    const/4 v4, 0x2

    aput-object v5, v6, v4

    invoke-static {v6}, Lkotlin/collections/SetsKt;->setOf([Ljava/lang/Object;)Ljava/util/Set;

    move-result-object v3

    const-string v1, "ADMIN"

    const/4 v2, 0x2

    invoke-direct {v0, v1, v2, v3}, Lnet/pantrybox/app/household/Role;-><init>(Ljava/lang/String;ILjava/util/Set;)V

    sput-object v0, Lnet/pantrybox/app/household/Role;->ADMIN:Lnet/pantrybox/app/household/Role;

    invoke-static {}, Lnet/pantrybox/app/household/Role;->$values()[Lnet/pantrybox/app/household/Role;

    move-result-object v0

    sput-object v0, Lnet/pantrybox/app/household/Role;->$VALUES:[Lnet/pantrybox/app/household/Role;

    sget-object v0, Lnet/pantrybox/app/household/Role;->$VALUES:[Lnet/pantrybox/app/household/Role;

    check-cast v0, [Ljava/lang/Enum;

    invoke-static {v0}, Lkotlin/enums/EnumEntriesKt;->enumEntries([Ljava/lang/Enum;)Lkotlin/enums/EnumEntries;

    move-result-object v0

    sput-object v0, Lnet/pantrybox/app/household/Role;->$ENTRIES:Lkotlin/enums/EnumEntries;

    return-void
.end method

.method private constructor <init>(Ljava/lang/String;ILjava/util/Set;)V
    .registers 4

    .line 10
    invoke-direct {p0, p1, p2}, Ljava/lang/Enum;-><init>(Ljava/lang/String;I)V

    iput-object p3, p0, Lnet/pantrybox/app/household/Role;->scopes:Ljava/util/Set;

    return-void
.end method

.method public static getEntries()Lkotlin/enums/EnumEntries;
    .registers 1

    sget-object v0, Lnet/pantrybox/app/household/Role;->$ENTRIES:Lkotlin/enums/EnumEntries;

    return-object v0
.end method

.method public static valueOf(Ljava/lang/String;)Lnet/pantrybox/app/household/Role;
    .registers 2

    const-class v0, Lnet/pantrybox/app/household/Role;

    invoke-static {v0, p0}, Ljava/lang/Enum;->valueOf(Ljava/lang/Class;Ljava/lang/String;)Ljava/lang/Enum;

    move-result-object v0

    check-cast v0, Lnet/pantrybox/app/household/Role;

    return-object v0
.end method

.method public static values()[Lnet/pantrybox/app/household/Role;
    .registers 1

    sget-object v0, Lnet/pantrybox/app/household/Role;->$VALUES:[Lnet/pantrybox/app/household/Role;

    invoke-virtual {v0}, Ljava/lang/Object;->clone()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, [Lnet/pantrybox/app/household/Role;

    return-object v0
.end method
