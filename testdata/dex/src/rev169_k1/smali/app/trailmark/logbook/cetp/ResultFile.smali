.class public final Lapp/trailmark/logbook/cetp/ResultFile;
.super Ljava/lang/Object;
.source "ResultFile.kt"


# static fields
.field public static final Companion:Lapp/trailmark/logbook/cetp/ResultFile$Companion;

.field public static final MAX_INLINE_BYTES:I = 0x40000


# instance fields
.field private final descriptor:Landroid/os/ParcelFileDescriptor;

.field private final sha256:Ljava/lang/String;

.field private final sizeBytes:J


# direct methods
.method static constructor <clinit>()V
    .registers 2

    new-instance v0, Lapp/trailmark/logbook/cetp/ResultFile$Companion;

    const/4 v1, 0x0

    invoke-direct {v0, v1}, Lapp/trailmark/logbook/cetp/ResultFile$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    sput-object v0, Lapp/trailmark/logbook/cetp/ResultFile;->Companion:Lapp/trailmark/logbook/cetp/ResultFile$Companion;

    return-void
.end method

.method private constructor <init>(Landroid/os/ParcelFileDescriptor;JLjava/lang/String;)V
    .registers 5

    .line 8
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 9
    iput-object p1, p0, Lapp/trailmark/logbook/cetp/ResultFile;->descriptor:Landroid/os/ParcelFileDescriptor;

    .line 10
    iput-wide p2, p0, Lapp/trailmark/logbook/cetp/ResultFile;->sizeBytes:J

    .line 11
    iput-object p4, p0, Lapp/trailmark/logbook/cetp/ResultFile;->sha256:Ljava/lang/String;

    .line 8
    return-void
.end method

.method public synthetic constructor <init>(Landroid/os/ParcelFileDescriptor;JLjava/lang/String;Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 6

    invoke-direct {p0, p1, p2, p3, p4}, Lapp/trailmark/logbook/cetp/ResultFile;-><init>(Landroid/os/ParcelFileDescriptor;JLjava/lang/String;)V

    return-void
.end method


# virtual methods
.method public final data()Lorg/json/JSONObject;
    .registers 5

    .line 13
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    .line 14
    const-string v1, "kind"

    const-string v2, "file"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 15
    const-string v1, "media_type"

    const-string v2, "application/json"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 16
    iget-wide v2, p0, Lapp/trailmark/logbook/cetp/ResultFile;->sizeBytes:J

    const-string v1, "size_bytes"

    invoke-virtual {v0, v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v0

    .line 17
    iget-object v2, p0, Lapp/trailmark/logbook/cetp/ResultFile;->sha256:Ljava/lang/String;

    const-string v1, "sha256"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    const-string v2, "put(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    return-object v0
.end method

.method public final getDescriptor()Landroid/os/ParcelFileDescriptor;
    .registers 2

    .line 9
    iget-object v0, p0, Lapp/trailmark/logbook/cetp/ResultFile;->descriptor:Landroid/os/ParcelFileDescriptor;

    return-object v0
.end method
