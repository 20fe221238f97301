.class public final Lcom/choirbook/events/MarkPresentEvent;
.super Ljava/lang/Object;
.source "MarkPresentEvent.java"


# instance fields
.field public final markedBy:I

.field public final singer:Ljava/lang/String;


# direct methods
.method public constructor <init>(Ljava/lang/String;I)V
    .registers 3

    .line 8
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 9
    iput-object p1, p0, Lcom/choirbook/events/MarkPresentEvent;->singer:Ljava/lang/String;

    .line 10
    iput p2, p0, Lcom/choirbook/events/MarkPresentEvent;->markedBy:I

    .line 11
    return-void
.end method
