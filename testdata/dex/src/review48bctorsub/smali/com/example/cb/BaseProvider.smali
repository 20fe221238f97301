# Java: abstract class BaseProvider extends ContentProvider { protected final Task purge = new PurgeTask(); }
.class public abstract Lcom/example/cb/BaseProvider;
.super Landroid/content/ContentProvider;
.field protected final purge:Lcom/example/cb/Task;
.method public constructor <init>()V
    .locals 1
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    new-instance v0, Lcom/example/cb/PurgeTask;
    invoke-direct {v0}, Lcom/example/cb/PurgeTask;-><init>()V
    iput-object v0, p0, Lcom/example/cb/BaseProvider;->purge:Lcom/example/cb/Task;
    return-void
.end method
