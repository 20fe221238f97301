.class final Lapp/larder/pantry/JournalLedger$Companion;
.super Ljava/lang/Object;
.source "JournalLedger.kt"


# direct methods
.method private constructor <init>()V
    .registers 1

    .line 58
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2

    invoke-direct {p0}, Lapp/larder/pantry/JournalLedger$Companion;-><init>()V

    return-void
.end method


# virtual methods
.method public final getCOLUMNS()[Ljava/lang/String;
    .registers 2

    .line 59
    invoke-static {}, Lapp/larder/pantry/JournalLedger;->access$getCOLUMNS$cp()[Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method
