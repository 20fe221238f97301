.class public final Lcom/quillmark/docs/core/SessionBook$Session;
.super Ljava/lang/Object;
.source "SessionBook.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/quillmark/docs/core/SessionBook;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "Session"
.end annotation


# instance fields
.field private final capabilities:Ljava/util/List;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/List<",
            "Ljava/lang/String;",
            ">;"
        }
    .end annotation
.end field

.field public final uid:I


# direct methods
.method constructor <init>(ILjava/util/List;)V
    .registers 3
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(I",
            "Ljava/util/List<",
            "Ljava/lang/String;",
            ">;)V"
        }
    .end annotation

    .line 63
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 64
    iput p1, p0, Lcom/quillmark/docs/core/SessionBook$Session;->uid:I

    .line 65
    iput-object p2, p0, Lcom/quillmark/docs/core/SessionBook$Session;->capabilities:Ljava/util/List;

    .line 66
    return-void
.end method


# virtual methods
.method public has(Ljava/lang/String;)Z
    .registers 3

    .line 69
    iget-object v0, p0, Lcom/quillmark/docs/core/SessionBook$Session;->capabilities:Ljava/util/List;

    invoke-interface {v0, p1}, Ljava/util/List;->contains(Ljava/lang/Object;)Z

    move-result v0

    return v0
.end method
