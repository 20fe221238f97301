.class public final Lcom/marginalia/notes/tools/ReminderToolProvider$Companion;
.super Ljava/lang/Object;
.source "ReminderToolProvider.kt"


# direct methods
.method private constructor <init>()V
    .registers 1

    .line 125
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2

    invoke-direct {p0}, Lcom/marginalia/notes/tools/ReminderToolProvider$Companion;-><init>()V

    return-void
.end method


# virtual methods
.method public final getTOOLS()Ljava/util/List;
    .registers 2

    .line 127
    invoke-static {}, Lcom/marginalia/notes/tools/ReminderToolProvider;->access$getTOOLS$cp()Ljava/util/List;

    move-result-object v0

    return-object v0
.end method
