.class public final Lcom/fernhill/stockroom/core/PluginProvider$Grant;
.super Ljava/lang/Object;
.source "PluginProvider.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/fernhill/stockroom/core/PluginProvider;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "Grant"
.end annotation


# instance fields
.field public final capabilities:Ljava/util/Set;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/Set<",
            "Ljava/lang/String;",
            ">;"
        }
    .end annotation
.end field

.field public final scopes:Ljava/util/Set;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/Set<",
            "Ljava/lang/String;",
            ">;"
        }
    .end annotation
.end field

.field public final uid:I


# direct methods
.method public constructor <init>(ILjava/util/Set;Ljava/util/Set;)V
    .registers 4
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(I",
            "Ljava/util/Set<",
            "Ljava/lang/String;",
            ">;",
            "Ljava/util/Set<",
            "Ljava/lang/String;",
            ">;)V"
        }
    .end annotation

    .line 48
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 49
    iput p1, p0, Lcom/fernhill/stockroom/core/PluginProvider$Grant;->uid:I

    .line 50
    iput-object p2, p0, Lcom/fernhill/stockroom/core/PluginProvider$Grant;->capabilities:Ljava/util/Set;

    .line 51
    iput-object p3, p0, Lcom/fernhill/stockroom/core/PluginProvider$Grant;->scopes:Ljava/util/Set;

    .line 52
    return-void
.end method
