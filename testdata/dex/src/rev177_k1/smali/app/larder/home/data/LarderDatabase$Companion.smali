.class final Lapp/larder/home/data/LarderDatabase$Companion;
.super Ljava/lang/Object;
.source "LarderDatabase.kt"


# direct methods
.method private constructor <init>()V
    .registers 1

    .line 35
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2

    invoke-direct {p0}, Lapp/larder/home/data/LarderDatabase$Companion;-><init>()V

    return-void
.end method


# virtual methods
.method public final getTABLES()[Ljava/lang/String;
    .registers 2

    .line 36
    invoke-static {}, Lapp/larder/home/data/LarderDatabase;->access$getTABLES$cp()[Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method
