.class final Lcom/rf/Route$ByComponent;
.super Lcom/rf/Route;
.source "Route.java"

# instance fields
.field final component:Landroid/content/ComponentName;


# direct methods
.method constructor <init>(Landroid/content/ComponentName;)V
    .registers 3
    .line 20
    invoke-direct {v1}, Lcom/rf/Route;-><init>()V
    .line 21
    iput-object v2, v1, Lcom/rf/Route$ByComponent;->component:Landroid/content/ComponentName;
    .line 22
    return-void
.end method

