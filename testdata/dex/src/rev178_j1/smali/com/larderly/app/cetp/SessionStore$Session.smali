.class public final Lcom/larderly/app/cetp/SessionStore$Session;
.super Ljava/lang/Object;
.source "SessionStore.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/larderly/app/cetp/SessionStore;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "Session"
.end annotation


# instance fields
.field public final capabilities:Ljava/util/List;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/List<",
            "Ljava/lang/String;",
            ">;"
        }
    .end annotation
.end field

.field public final token:Ljava/lang/String;

.field public final uid:I


# direct methods
.method constructor <init>(Ljava/lang/String;ILjava/util/List;)V
    .registers 4
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Ljava/lang/String;",
            "I",
            "Ljava/util/List<",
            "Ljava/lang/String;",
            ">;)V"
        }
    .end annotation

    .line 24
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 25
    iput-object p1, p0, Lcom/larderly/app/cetp/SessionStore$Session;->token:Ljava/lang/String;

    .line 26
    iput p2, p0, Lcom/larderly/app/cetp/SessionStore$Session;->uid:I

    .line 27
    iput-object p3, p0, Lcom/larderly/app/cetp/SessionStore$Session;->capabilities:Ljava/util/List;

    .line 28
    return-void
.end method


# virtual methods
.method public has(Ljava/lang/String;)Z
    .registers 3

    .line 31
    iget-object v0, p0, Lcom/larderly/app/cetp/SessionStore$Session;->capabilities:Ljava/util/List;

    invoke-interface {v0, p1}, Ljava/util/List;->contains(Ljava/lang/Object;)Z

    move-result v0

    return v0
.end method
