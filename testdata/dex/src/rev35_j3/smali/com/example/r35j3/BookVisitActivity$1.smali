.class Lcom/example/r35j3/BookVisitActivity$1;
.super Ljava/lang/Object;
.source "BookVisitActivity.java"

# interfaces
.implements Landroid/view/View$OnClickListener;


# annotations
.annotation system Ldalvik/annotation/EnclosingMethod;
    value = Lcom/example/r35j3/BookVisitActivity;->onCreate(Landroid/os/Bundle;)V
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x0
    name = null
.end annotation


# instance fields
.field final synthetic this$0:Lcom/example/r35j3/BookVisitActivity;


# direct methods
.method constructor <init>(Lcom/example/r35j3/BookVisitActivity;)V
    .locals 0

    .line 18
    iput-object p1, p0, Lcom/example/r35j3/BookVisitActivity$1;->this$0:Lcom/example/r35j3/BookVisitActivity;

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public onClick(Landroid/view/View;)V
    .locals 1

    .line 21
    iget-object p1, p0, Lcom/example/r35j3/BookVisitActivity$1;->this$0:Lcom/example/r35j3/BookVisitActivity;

    const/4 v0, -0x1

    invoke-virtual {p1, v0}, Lcom/example/r35j3/BookVisitActivity;->setResult(I)V

    .line 22
    iget-object p1, p0, Lcom/example/r35j3/BookVisitActivity$1;->this$0:Lcom/example/r35j3/BookVisitActivity;

    invoke-virtual {p1}, Lcom/example/r35j3/BookVisitActivity;->finish()V

    .line 23
    return-void
.end method
