.class public final Lcom/saltmarsh/podcasts/Show;
.super Ljava/lang/Object;
.source "Db.kt"


# instance fields
.field private final id:J

.field private final title:Ljava/lang/String;


# direct methods
.method public constructor <init>(JLjava/lang/String;)V
    .registers 5

    const-string v0, "title"

    invoke-static {p3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 12
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-wide p1, p0, Lcom/saltmarsh/podcasts/Show;->id:J

    iput-object p3, p0, Lcom/saltmarsh/podcasts/Show;->title:Ljava/lang/String;

    return-void
.end method


# virtual methods
.method public final getId()J
    .registers 3

    .line 12
    iget-wide v0, p0, Lcom/saltmarsh/podcasts/Show;->id:J

    return-wide v0
.end method

.method public final getTitle()Ljava/lang/String;
    .registers 2

    .line 12
    iget-object v0, p0, Lcom/saltmarsh/podcasts/Show;->title:Ljava/lang/String;

    return-object v0
.end method
