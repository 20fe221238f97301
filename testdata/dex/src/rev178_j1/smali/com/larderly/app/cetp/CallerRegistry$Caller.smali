.class public final Lcom/larderly/app/cetp/CallerRegistry$Caller;
.super Ljava/lang/Object;
.source "CallerRegistry.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/larderly/app/cetp/CallerRegistry;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "Caller"
.end annotation


# instance fields
.field public final allowed:Z

.field public final packageName:Ljava/lang/String;

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
.method constructor <init>(ILjava/lang/String;Ljava/util/Set;Z)V
    .registers 5
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(I",
            "Ljava/lang/String;",
            "Ljava/util/Set<",
            "Ljava/lang/String;",
            ">;Z)V"
        }
    .end annotation

    .line 29
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 30
    iput p1, p0, Lcom/larderly/app/cetp/CallerRegistry$Caller;->uid:I

    .line 31
    iput-object p2, p0, Lcom/larderly/app/cetp/CallerRegistry$Caller;->packageName:Ljava/lang/String;

    .line 32
    iput-object p3, p0, Lcom/larderly/app/cetp/CallerRegistry$Caller;->scopes:Ljava/util/Set;

    .line 33
    iput-boolean p4, p0, Lcom/larderly/app/cetp/CallerRegistry$Caller;->allowed:Z

    .line 34
    return-void
.end method

.method static refused(I)Lcom/larderly/app/cetp/CallerRegistry$Caller;
    .registers 5

    .line 50
    new-instance v0, Lcom/larderly/app/cetp/CallerRegistry$Caller;

    new-instance v2, Ljava/util/HashSet;

    invoke-direct {v2}, Ljava/util/HashSet;-><init>()V

    const/4 v1, 0x0

    const/4 v3, 0x0

    invoke-direct {v0, p0, v1, v2, v3}, Lcom/larderly/app/cetp/CallerRegistry$Caller;-><init>(ILjava/lang/String;Ljava/util/Set;Z)V

    return-object v0
.end method


# virtual methods
.method public holds(Ljava/lang/String;)Z
    .registers 3

    .line 37
    iget-boolean v0, p0, Lcom/larderly/app/cetp/CallerRegistry$Caller;->allowed:Z

    if-eqz v0, :cond_0

    iget-object v0, p0, Lcom/larderly/app/cetp/CallerRegistry$Caller;->scopes:Ljava/util/Set;

    invoke-interface {v0, p1}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    return v0
.end method

.method public holdsAll([Ljava/lang/String;)Z
    .registers 7

    .line 41
    move-object v1, p1

    array-length v2, v1

    const/4 v3, 0x0

    :goto_0
    if-ge v3, v2, :cond_1

    aget-object v4, v1, v3

    .line 42
    invoke-virtual {p0, v4}, Lcom/larderly/app/cetp/CallerRegistry$Caller;->holds(Ljava/lang/String;)Z

    move-result v0

    if-nez v0, :cond_0

    .line 43
    const/4 v0, 0x0

    return v0

    .line 41
    :cond_0
    add-int/lit8 v3, v3, 0x1

    goto :goto_0

    .line 46
    :cond_1
    const/4 v0, 0x1

    return v0
.end method
