.class final Lcom/vs/Approvals;
.super Ljava/lang/Object;
.source "Approvals.java"

# instance fields
.field private final prefs:Landroid/content/SharedPreferences;


# direct methods
.method constructor <init>(Landroid/content/SharedPreferences;)V
    .registers 3
    .line 9
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    .line 10
    iput-object v2, v1, Lcom/vs/Approvals;->prefs:Landroid/content/SharedPreferences;
    .line 11
    return-void
.end method


# virtual methods
.method verdict(Ljava/lang/String;)I
    .registers 6
    .line 14
    iget-object v0, v4, Lcom/vs/Approvals;->prefs:Landroid/content/SharedPreferences;
    const-wide/16 v2, 0x1L
    invoke-interface {v0, v5, v2, v3}, Landroid/content/SharedPreferences;->getLong(Ljava/lang/String;J)J
    move-result-wide v0
    long-to-int v0, v0
    return v0
.end method

