.class public final Lcom/verdant/garden/cetp/Grants$Grant;
.super Ljava/lang/Object;
.source "Grants.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/verdant/garden/cetp/Grants;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "Grant"
.end annotation


# instance fields
.field private final certSha256:Ljava/lang/String;

.field private final packageName:Ljava/lang/String;

.field private final pairedAt:J

.field private final scopes:Ljava/util/Set;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/Set<",
            "Ljava/lang/String;",
            ">;"
        }
    .end annotation
.end field

.field private final uid:I


# direct methods
.method constructor <init>(ILjava/lang/String;Ljava/lang/String;Ljava/util/Set;J)V
    .registers 7
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(I",
            "Ljava/lang/String;",
            "Ljava/lang/String;",
            "Ljava/util/Set<",
            "Ljava/lang/String;",
            ">;J)V"
        }
    .end annotation

    .line 43
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 44
    iput p1, p0, Lcom/verdant/garden/cetp/Grants$Grant;->uid:I

    .line 45
    iput-object p2, p0, Lcom/verdant/garden/cetp/Grants$Grant;->packageName:Ljava/lang/String;

    .line 46
    iput-object p3, p0, Lcom/verdant/garden/cetp/Grants$Grant;->certSha256:Ljava/lang/String;

    .line 47
    iput-object p4, p0, Lcom/verdant/garden/cetp/Grants$Grant;->scopes:Ljava/util/Set;

    .line 48
    iput-wide p5, p0, Lcom/verdant/garden/cetp/Grants$Grant;->pairedAt:J

    .line 49
    return-void
.end method


# virtual methods
.method public certSha256()Ljava/lang/String;
    .registers 2

    .line 60
    iget-object v0, p0, Lcom/verdant/garden/cetp/Grants$Grant;->certSha256:Ljava/lang/String;

    return-object v0
.end method

.method public packageName()Ljava/lang/String;
    .registers 2

    .line 56
    iget-object v0, p0, Lcom/verdant/garden/cetp/Grants$Grant;->packageName:Ljava/lang/String;

    return-object v0
.end method

.method public pairedAt()J
    .registers 3

    .line 68
    iget-wide v0, p0, Lcom/verdant/garden/cetp/Grants$Grant;->pairedAt:J

    return-wide v0
.end method

.method public scopes()Ljava/util/Set;
    .registers 2
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "()",
            "Ljava/util/Set<",
            "Ljava/lang/String;",
            ">;"
        }
    .end annotation

    .line 64
    iget-object v0, p0, Lcom/verdant/garden/cetp/Grants$Grant;->scopes:Ljava/util/Set;

    return-object v0
.end method

.method public uid()I
    .registers 2

    .line 52
    iget v0, p0, Lcom/verdant/garden/cetp/Grants$Grant;->uid:I

    return v0
.end method
