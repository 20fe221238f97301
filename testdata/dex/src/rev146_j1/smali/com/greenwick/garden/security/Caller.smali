.class public final Lcom/greenwick/garden/security/Caller;
.super Ljava/lang/Object;
.source "Caller.java"


# instance fields
.field public final packages:Ljava/util/List;
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
.method public constructor <init>(ILjava/util/List;)V
    .registers 3
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(I",
            "Ljava/util/List<",
            "Ljava/lang/String;",
            ">;)V"
        }
    .end annotation

    .line 10
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 11
    iput p1, p0, Lcom/greenwick/garden/security/Caller;->uid:I

    .line 12
    iput-object p2, p0, Lcom/greenwick/garden/security/Caller;->packages:Ljava/util/List;

    .line 13
    return-void
.end method
