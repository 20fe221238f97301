.class public final Lapp/keelson/backup/cetp/Upload;
.super Ljava/lang/Object;
.source "ShareToolProvider.kt"


# instance fields
.field private final op:Ljava/lang/String;

.field private final shareId:J

.field private final snapshot:J


# direct methods
.method private constructor <init>(Ljava/lang/String;JJ)V
    .registers 7

    const-string v0, "op"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 25
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lapp/keelson/backup/cetp/Upload;->op:Ljava/lang/String;

    iput-wide p2, p0, Lapp/keelson/backup/cetp/Upload;->shareId:J

    iput-wide p4, p0, Lapp/keelson/backup/cetp/Upload;->snapshot:J

    return-void
.end method

.method public synthetic constructor <init>(Ljava/lang/String;JJLkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 7

    invoke-direct/range {p0 .. p5}, Lapp/keelson/backup/cetp/Upload;-><init>(Ljava/lang/String;JJ)V

    return-void
.end method


# virtual methods
.method public final getOp-UOcBs7U()Ljava/lang/String;
    .registers 2

    .line 25
    iget-object v0, p0, Lapp/keelson/backup/cetp/Upload;->op:Ljava/lang/String;

    return-object v0
.end method

.method public final getShareId()J
    .registers 3

    .line 25
    iget-wide v0, p0, Lapp/keelson/backup/cetp/Upload;->shareId:J

    return-wide v0
.end method

.method public final getSnapshot-q1g3J3M()J
    .registers 3

    .line 25
    iget-wide v0, p0, Lapp/keelson/backup/cetp/Upload;->snapshot:J

    return-wide v0
.end method
