.class final Lcom/example/rv15n/ContactsProvider$Audit;
.super Ljava/lang/Object;
.source "ContactsProvider.java"

.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/example/rv15n/ContactsProvider;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x10
    name = "Audit"
.end annotation

.field final synthetic this$0:Lcom/example/rv15n/ContactsProvider;
.field private final seen:Ljava/util/ArrayList;

.method constructor <init>(Lcom/example/rv15n/ContactsProvider;)V
    .registers 2
    .line 71
    iput-object p1, p0, Lcom/example/rv15n/ContactsProvider$Audit;->this$0:Lcom/example/rv15n/ContactsProvider;
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    .line 72
    new-instance p1, Ljava/util/ArrayList;
    invoke-direct {p1}, Ljava/util/ArrayList;-><init>()V
    iput-object p1, p0, Lcom/example/rv15n/ContactsProvider$Audit;->seen:Ljava/util/ArrayList;
    return-void
.end method

.method record(Ljava/lang/String;)V
    .registers 3
    .line 73
    iget-object v0, p0, Lcom/example/rv15n/ContactsProvider$Audit;->seen:Ljava/util/ArrayList;
    invoke-virtual {v0, p1}, Ljava/util/ArrayList;->add(Ljava/lang/Object;)Z
    return-void
.end method

.method recordCaller()V
    .registers 3
    .line 74
    iget-object v0, p0, Lcom/example/rv15n/ContactsProvider$Audit;->seen:Ljava/util/ArrayList;
    iget-object v1, p0, Lcom/example/rv15n/ContactsProvider$Audit;->this$0:Lcom/example/rv15n/ContactsProvider;
    invoke-static {v1}, Lcom/example/rv15n/ContactsProvider;->-$$Nest$mcallerTag(Lcom/example/rv15n/ContactsProvider;)Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Ljava/util/ArrayList;->add(Ljava/lang/Object;)Z
    return-void
.end method
