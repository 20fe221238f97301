.class public final Lcom/tidelog/TideTable;
.super Ljava/lang/Object;
.source "TripProvider.kt"

.field public static final INSTANCE:Lcom/tidelog/TideTable;

.method private constructor <init>()V
    .registers 1
    .line 127
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public static final lookup(Ljava/lang/String;)I
    .registers 4
    const-string v1, "station"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 130
    invoke-interface {v3}, Ljava/lang/CharSequence;->length()I
    move-result v0
    if-nez v0, :L22
    const/4 v0, 0x1
    goto :L23
    :L22
    const/4 v0, 0x0
    :L23
    .line 130
    if-eqz v0, :L36
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v2, "no station table at /data/data/com.tidelog/files/tides.db"
    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0
    :L36
    .line 131
    const/16 v0, 0x96
    return v0
.end method

.method static constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/tidelog/TideTable;
    invoke-direct {v0}, Lcom/tidelog/TideTable;-><init>()V
    sput-object v0, Lcom/tidelog/TideTable;->INSTANCE:Lcom/tidelog/TideTable;
    return-void
.end method

