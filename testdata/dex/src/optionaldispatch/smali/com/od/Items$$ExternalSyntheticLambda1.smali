.class public final synthetic Lcom/od/Items$$ExternalSyntheticLambda1;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/util/function/Predicate;

# instance fields
.field public final synthetic f$0:Ljava/util/Map;


# direct methods
.method public synthetic constructor <init>(Ljava/util/Map;)V
    .registers 2
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/od/Items$$ExternalSyntheticLambda1;->f$0:Ljava/util/Map;
    return-void
.end method


# virtual methods
.method public final test(Ljava/lang/Object;)Z
    .registers 3
    iget-object v0, p0, Lcom/od/Items$$ExternalSyntheticLambda1;->f$0:Ljava/util/Map;
    invoke-interface {v0, p1}, Ljava/util/Map;->containsKey(Ljava/lang/Object;)Z
    move-result v0
    return v0
.end method

