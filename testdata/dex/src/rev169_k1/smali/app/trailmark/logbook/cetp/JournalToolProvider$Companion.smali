.class public final Lapp/trailmark/logbook/cetp/JournalToolProvider$Companion;
.super Ljava/lang/Object;
.source "JournalToolProvider.kt"


# direct methods
.method private constructor <init>()V
    .registers 1

    .line 150
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2

    invoke-direct {p0}, Lapp/trailmark/logbook/cetp/JournalToolProvider$Companion;-><init>()V

    return-void
.end method

.method public static final synthetic access$getINFO(Lapp/trailmark/logbook/cetp/JournalToolProvider$Companion;)Lorg/json/JSONObject;
    .registers 2

    .line 150
    invoke-direct {p0}, Lapp/trailmark/logbook/cetp/JournalToolProvider$Companion;->getINFO()Lorg/json/JSONObject;

    move-result-object v0

    return-object v0
.end method

.method private final getINFO()Lorg/json/JSONObject;
    .registers 3

    .line 156
    invoke-static {}, Lapp/trailmark/logbook/cetp/JournalToolProvider;->access$getINFO$delegate$cp()Lkotlin/Lazy;

    move-result-object v1

    invoke-interface {v1}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lorg/json/JSONObject;

    return-object v0
.end method
