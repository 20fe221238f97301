.class public final Lcom/lumenframe/studio/cetp/CallerPolicy$Grant;
.super Ljava/lang/Object;
.source "CallerPolicy.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/lumenframe/studio/cetp/CallerPolicy;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "Grant"
.end annotation


# instance fields
.field public final packageName:Ljava/lang/String;

.field public final scopes:Ljava/util/List;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/List<",
            "Ljava/lang/String;",
            ">;"
        }
    .end annotation
.end field


# direct methods
.method constructor <init>(Ljava/lang/String;Ljava/util/List;)V
    .registers 3
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Ljava/lang/String;",
            "Ljava/util/List<",
            "Ljava/lang/String;",
            ">;)V"
        }
    .end annotation

    .line 22
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 23
    iput-object p1, p0, Lcom/lumenframe/studio/cetp/CallerPolicy$Grant;->packageName:Ljava/lang/String;

    .line 24
    iput-object p2, p0, Lcom/lumenframe/studio/cetp/CallerPolicy$Grant;->scopes:Ljava/util/List;

    .line 25
    return-void
.end method
