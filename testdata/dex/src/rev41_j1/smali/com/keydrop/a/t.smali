.class final Lcom/keydrop/a/t;
.super Ljava/lang/Object;
.source "UnlockActivity.java"

# interfaces
.implements Landroid/view/View$OnClickListener;


# instance fields
.field final a:Lcom/keydrop/UnlockActivity;


# direct methods
.method constructor <init>(Lcom/keydrop/UnlockActivity;)V
    .registers 2

    .line 14
    iput-object p1, p0, Lcom/keydrop/a/t;->a:Lcom/keydrop/UnlockActivity;

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public onClick(Landroid/view/View;)V
    .registers 3

    .line 17
    iget-object p1, p0, Lcom/keydrop/a/t;->a:Lcom/keydrop/UnlockActivity;

    const/4 v0, 0x1

    invoke-virtual {p1, v0}, Lcom/keydrop/UnlockActivity;->a(Z)V

    .line 18
    return-void
.end method
