.class public final Lio/quillkit/notes/cetp/CallerCheck$Companion;
.super Ljava/lang/Object;
.source "Callers.kt"


# direct methods
.method private constructor <init>()V
    .registers 1

    .line 20
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2

    invoke-direct {p0}, Lio/quillkit/notes/cetp/CallerCheck$Companion;-><init>()V

    return-void
.end method


# virtual methods
.method public final getTRUSTED()Ljava/util/Map;
    .registers 2

    .line 22
    invoke-static {}, Lio/quillkit/notes/cetp/CallerCheck;->access$getTRUSTED$cp()Ljava/util/Map;

    move-result-object v0

    return-object v0
.end method
