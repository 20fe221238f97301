# Java sketch (JournalProvider.java): the provider the executors below
# serve; what it does with requests is beside the point of this fixture.
#   public final class JournalProvider extends ContentProvider {
#       @Override public boolean onCreate() { return true; }   // 7
#   }
.class public final Lcom/example/dd/JournalProvider;
.super Landroid/content/ContentProvider;
.source "JournalProvider.java"

.method public constructor <init>()V
    .locals 0
    .line 5
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method

.method public onCreate()Z
    .locals 1
    .line 7
    const/4 v0, 0x1
    return v0
.end method
