.class final Lcom/example/rv15n/ContactsProvider$Owner;
.super Ljava/lang/Object;
.source "ContactsProvider.java"

.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/example/rv15n/ContactsProvider;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x10
    name = "Owner"
.end annotation

.field final synthetic this$0:Lcom/example/rv15n/ContactsProvider;

.method constructor <init>(Lcom/example/rv15n/ContactsProvider;)V
    .registers 2
    .line 65
    iput-object p1, p0, Lcom/example/rv15n/ContactsProvider$Owner;->this$0:Lcom/example/rv15n/ContactsProvider;
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method firstPackage(I)Ljava/lang/String;
    .registers 3
    .line 67
    iget-object v0, p0, Lcom/example/rv15n/ContactsProvider$Owner;->this$0:Lcom/example/rv15n/ContactsProvider;
    invoke-virtual {v0}, Lcom/example/rv15n/ContactsProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    invoke-virtual {v0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object v0
    invoke-virtual {v0, p1}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;
    move-result-object p1
    .line 68
    if-nez p1, :cond_0
    const/4 p1, 0x0
    goto :goto_0
    :cond_0
    const/4 v0, 0x0
    aget-object p1, p1, v0
    :goto_0
    return-object p1
.end method
