.class public final enum Lnet/pantrybox/app/pantry/Measure;
.super Ljava/lang/Enum;
.source "PantryStore.kt"


# static fields
.field private static final synthetic $ENTRIES:Lkotlin/enums/EnumEntries;

.field private static final synthetic $VALUES:[Lnet/pantrybox/app/pantry/Measure;

.field public static final enum G:Lnet/pantrybox/app/pantry/Measure;

.field public static final enum KG:Lnet/pantrybox/app/pantry/Measure;

.field public static final enum L:Lnet/pantrybox/app/pantry/Measure;

.field public static final enum ML:Lnet/pantrybox/app/pantry/Measure;

.field public static final enum PCS:Lnet/pantrybox/app/pantry/Measure;


# direct methods
.method private static final synthetic $values()[Lnet/pantrybox/app/pantry/Measure;
    .registers 4

    const/4 v0, 0x5

    new-array v3, v0, [Lnet/pantrybox/app/pantry/Measure;

    sget-object v2, Lnet/pantrybox/app/pantry/Measure;->PCS:Lnet/pantrybox/app/pantry/Measure;

    const/4 v1, 0x0

    aput-object v2, v3, v1

    sget-object v2, Lnet/pantrybox/app/pantry/Measure;->G:Lnet/pantrybox/app/pantry/Measure;

    const/4 v1, 0x1

    aput-object v2, v3, v1

    sget-object v2, Lnet/pantrybox/app/pantry/Measure;->KG:Lnet/pantrybox/app/pantry/Measure;

    const/4 v1, 0x2

    aput-object v2, v3, v1

    sget-object v2, Lnet/pantrybox/app/pantry/Measure;->ML:Lnet/pantrybox/app/pantry/Measure;

    const/4 v1, 0x3

    aput-object v2, v3, v1

    sget-object v2, Lnet/pantrybox/app/pantry/Measure;->L:Lnet/pantrybox/app/pantry/Measure;

    const/4 v1, 0x4

    aput-object v2, v3, v1

    return-object v3
.end method

.method static constructor <clinit>()V
    .registers 3

    .line 9
    new-instance v0, Lnet/pantrybox/app/pantry/Measure;

    const-string v1, "PCS"

    const/4 v2, 0x0

    invoke-direct {v0, v1, v2}, Lnet/pantrybox/app/pantry/Measure;-><init>(Ljava/lang/String;I)V

    sput-object v0, Lnet/pantrybox/app/pantry/Measure;->PCS:Lnet/pantrybox/app/pantry/Measure;

    new-instance v0, Lnet/pantrybox/app/pantry/Measure;

    const-string v1, "G"

    const/4 v2, 0x1

    invoke-direct {v0, v1, v2}, Lnet/pantrybox/app/pantry/Measure;-><init>(Ljava/lang/String;I)V

    sput-object v0, Lnet/pantrybox/app/pantry/Measure;->G:Lnet/pantrybox/app/pantry/Measure;

    new-instance v0, Lnet/pantrybox/app/pantry/Measure;

    const-string v1, "KG"

    const/4 v2, 0x2

    invoke-direct {v0, v1, v2}, Lnet/pantrybox/app/pantry/Measure;-><init>(Ljava/lang/String;I)V

    sput-object v0, Lnet/pantrybox/app/pantry/Measure;->KG:Lnet/pantrybox/app/pantry/Measure;

    new-instance v0, Lnet/pantrybox/app/pantry/Measure;

    const-string v1, "ML"

    const/4 v2, 0x3

    invoke-direct {v0, v1, v2}, Lnet/pantrybox/app/pantry/Measure;-><init>(Ljava/lang/String;I)V

    sput-object v0, Lnet/pantrybox/app/pantry/Measure;->ML:Lnet/pantrybox/app/pantry/Measure;

    new-instance v0, Lnet/pantrybox/app/pantry/Measure;

    const-string v1, "L"

    const/4 v2, 0x4

    invoke-direct {v0, v1, v2}, Lnet/pantrybox/app/pantry/Measure;-><init>(Ljava/lang/String;I)V

    sput-object v0, Lnet/pantrybox/app/pantry/Measure;->L:Lnet/pantrybox/app/pantry/Measure;

    invoke-static {}, Lnet/pantrybox/app/pantry/Measure;->$values()[Lnet/pantrybox/app/pantry/Measure;

    move-result-object v0

    sput-object v0, Lnet/pantrybox/app/pantry/Measure;->$VALUES:[Lnet/pantrybox/app/pantry/Measure;

    sget-object v0, Lnet/pantrybox/app/pantry/Measure;->$VALUES:[Lnet/pantrybox/app/pantry/Measure;

    check-cast v0, [Ljava/lang/Enum;

    invoke-static {v0}, Lkotlin/enums/EnumEntriesKt;->enumEntries([Ljava/lang/Enum;)Lkotlin/enums/EnumEntries;

    move-result-object v0

    sput-object v0, Lnet/pantrybox/app/pantry/Measure;->$ENTRIES:Lkotlin/enums/EnumEntries;

    return-void
.end method

.method private constructor <init>(Ljava/lang/String;I)V
    .registers 3

    .line 9
    invoke-direct {p0, p1, p2}, Ljava/lang/Enum;-><init>(Ljava/lang/String;I)V

    return-void
.end method

.method public static getEntries()Lkotlin/enums/EnumEntries;
    .registers 1

    sget-object v0, Lnet/pantrybox/app/pantry/Measure;->$ENTRIES:Lkotlin/enums/EnumEntries;

    return-object v0
.end method

.method public static valueOf(Ljava/lang/String;)Lnet/pantrybox/app/pantry/Measure;
    .registers 2

    const-class v0, Lnet/pantrybox/app/pantry/Measure;

    invoke-static {v0, p0}, Ljava/lang/Enum;->valueOf(Ljava/lang/Class;Ljava/lang/String;)Ljava/lang/Enum;

    move-result-object v0

    check-cast v0, Lnet/pantrybox/app/pantry/Measure;

    return-object v0
.end method

.method public static values()[Lnet/pantrybox/app/pantry/Measure;
    .registers 1

    sget-object v0, Lnet/pantrybox/app/pantry/Measure;->$VALUES:[Lnet/pantrybox/app/pantry/Measure;

    invoke-virtual {v0}, Ljava/lang/Object;->clone()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, [Lnet/pantrybox/app/pantry/Measure;

    return-object v0
.end method
