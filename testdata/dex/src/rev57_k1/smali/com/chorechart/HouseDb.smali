.class public final Lcom/chorechart/HouseDb;
.super Ljava/lang/Object;
.source "Locator.kt"

.field public static final Companion:Lcom/chorechart/HouseDb$Companion;

.method private constructor <init>()V
    .registers 1
    .line 32
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public static final open(Landroid/content/Context;)Landroid/database/sqlite/SQLiteDatabase;
    .registers 2
    sget-object v0, Lcom/chorechart/HouseDb;->Companion:Lcom/chorechart/HouseDb$Companion;
    invoke-virtual {v0, v1}, Lcom/chorechart/HouseDb$Companion;->open(Landroid/content/Context;)Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    .line 36
    return-object v0
.end method

.method static constructor <clinit>()V
    .registers 2
    new-instance v0, Lcom/chorechart/HouseDb$Companion;
    const/4 v1, 0x0
    invoke-direct {v0, v1}, Lcom/chorechart/HouseDb$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    sput-object v0, Lcom/chorechart/HouseDb;->Companion:Lcom/chorechart/HouseDb$Companion;
    return-void
.end method

