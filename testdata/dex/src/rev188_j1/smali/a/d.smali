.class public final La/d;
.super Ljava/lang/Object;
.source "d.java"


# instance fields
.field final a:Ljava/lang/String;

.field final b:I

.field final c:Ljava/util/List;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/List<",
            "Ljava/lang/String;",
            ">;"
        }
    .end annotation
.end field

.field final d:J


# direct methods
.method constructor <init>(Ljava/lang/String;ILjava/util/List;J)V
    .registers 6
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Ljava/lang/String;",
            "I",
            "Ljava/util/List<",
            "Ljava/lang/String;",
            ">;J)V"
        }
    .end annotation

    .line 12
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 13
    iput-object p1, p0, La/d;->a:Ljava/lang/String;

    .line 14
    iput p2, p0, La/d;->b:I

    .line 15
    iput-object p3, p0, La/d;->c:Ljava/util/List;

    .line 16
    iput-wide p4, p0, La/d;->d:J

    .line 17
    return-void
.end method


# virtual methods
.method public a(Ljava/lang/String;)Z
    .registers 3

    .line 20
    iget-object v0, p0, La/d;->c:Ljava/util/List;

    invoke-interface {v0, p1}, Ljava/util/List;->contains(Ljava/lang/Object;)Z

    move-result v0

    return v0
.end method
